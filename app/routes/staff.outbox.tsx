import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { listOutbox } from "~/services/mail.server";
import { requireStaff } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return json({ mails: await listOutbox(100) });
}

/** Staff only: the mail the embedded default would have sent. */
export default function Outbox() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <section>
      <h1>Outbox</h1>
      <p className="muted">The latest {mails.length} messages. Without SMTP configured, mail stays here.</p>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {mails.map((m) => (
              <tr key={m.id}>
                <td>{new Date(m.createdAt).toLocaleString("en-US", { timeZone: "UTC" })}</td>
                <td>{m.to}</td>
                <td>{m.subject}</td>
                <td>
                  <pre style={{ whiteSpace: "pre-wrap", margin: 0 }}>{m.text}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Outbox · Codelift staff" }];
