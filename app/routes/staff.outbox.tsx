import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MAIL_MASK, outboxMailForViewer } from "~/engine/staff";
import { recordStaffAction } from "~/models/staffAudit.server";
import { listOutbox, smtpConfigured } from "~/services/mail.server";
import { requireStaff } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { notFound } from "~/utils/http.server";

const SHOWN = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  // Mail that went out over SMTP is nobody's to read here: the page exists only for the outbox.
  if (smtpConfigured()) notFound();
  const staff = await requireStaff(request);
  const production = env().NODE_ENV === "production";
  const mails = (await listOutbox(SHOWN)).map((m) => outboxMailForViewer(m, { email: staff.email, production }));
  // Reading other people's mail is recorded, even on a GET: the log is the point of the page's access rule.
  await recordStaffAction(staff, "outbox.view", {
    mails_shown: mails.length,
    masked: mails.filter((m) => m.masked).length,
    newest_mail_id: mails[0]?.id ?? null,
  });
  return json(
    {
      production,
      mails: mails.map((m) => ({ id: m.id, createdAt: m.createdAt, to: m.to, subject: m.subject, text: m.text, masked: m.masked })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Verified staff only: the mail the embedded default kept instead of sending. */
export default function Outbox() {
  const { mails, production } = useLoaderData<typeof loader>();
  const masked = mails.filter((m) => m.masked).length;
  return (
    <section>
      <h1>Outbox</h1>
      <p className="muted">The latest {mails.length} messages. Without SMTP configured, mail stays here. Every view of this page is recorded.</p>
      {production ? (
        <p className="muted" data-testid="outbox-masking">
          Links and codes in mail to other people are hidden ({MAIL_MASK}); only your own mail shows them.
          {masked ? ` ${masked} ${masked === 1 ? "message is" : "messages are"} masked.` : null}
        </p>
      ) : null}
      {production ? (
        <p data-testid="outbox-cli">
          To open a masked link (to check a verification or reset mail), a developer with access to the server reads the outbox with the command-line
          tool: <code>codelift mail outbox</code> lists the latest messages and <code>codelift mail outbox --json --limit 5</code> prints each
          one&apos;s full text, links and codes included.
        </p>
      ) : null}
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

// Other people's mail: never stored by a browser or a shared cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// No ErrorBoundary of its own: its 404 must be the same page as any unknown path's.
