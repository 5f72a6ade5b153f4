// /refer-a-friend (docs/product/billing.md#referrals): the learner's referral link, the credit balance (earned − spent)
// and the friends who joined or paid. New accounts get their code at sign-up; an older account
// makes it with the "Create my link" button (a POST: a GET never writes).
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { useHydrated } from "~/components/useHydrated";
import { ensureReferralCode, REFERRAL_TEXTS, referralPage } from "~/services/billing/referrals.server";
import { requireUser } from "~/utils/auth.server";
import { appOrigin } from "~/utils/env.server";
import { badRequest, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { actionSchema } from "~/forms/referAFriend.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await referralPage(user.id, appOrigin()), { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, actionSchema);
  if (!parsed.ok) badRequest(parsed.errors);
  await ensureReferralCode(user.id);
  return redirectWithToast("/refer-a-friend", { status: "SUCCESS", text: REFERRAL_TEXTS.linkCreated });
}

function CopyLink({ link }: { link: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="referral-link">
      <label htmlFor="referral-link">Your referral link</label>
      <div className="referral-link-row">
        {/* Without JavaScript the link is a read-only field: select it and copy. */}
        <input id="referral-link" className="ui-control" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        {hydrated ? (
          <button
            type="button"
            className="button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(link);
                setCopied(true);
              } catch {
                (document.getElementById("referral-link") as HTMLInputElement | null)?.select();
              }
            }}
          >
            {copied ? "Copied" : "Copy link"}
          </button>
        ) : null}
      </div>
      <p className="muted" aria-live="polite">
        {copied ? "The link is on your clipboard." : null}
      </p>
    </div>
  );
}

export default function ReferAFriend() {
  const data = useLoaderData<typeof loader>();
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <section className="referral-page" aria-labelledby="referral-title">
      <h1 id="referral-title">Refer a friend</h1>
      <p className="muted">
        Share your link. When a friend who signs up through it makes a first purchase, you earn {data.creditPerFriend} of credit, taken off the price
        of your next checkout.
      </p>
      <div className="card">
        {data.link ? (
          <CopyLink link={data.link} />
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="create-link" />
            <p>You do not have a referral link yet.</p>
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Creating your link…" : "Create my link"}
            </button>
          </fetcher.Form>
        )}
      </div>
      <div className="card referral-balance" aria-labelledby="referral-balance-title">
        <h2 id="referral-balance-title">Your credit</h2>
        <p className="referral-balance-amount">
          Credit balance: <strong>{data.balance}</strong>
        </p>
        <p className="muted">
          Earned {data.earned} · spent {data.spent}
        </p>
      </div>
      <div className="card" aria-labelledby="referral-friends-title">
        <h2 id="referral-friends-title">Friends who joined</h2>
        {data.friends.length === 0 ? (
          <p className="muted">No friends have joined through your link yet.</p>
        ) : (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">Friend</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.friends.map((f, i) => (
                  <tr key={i}>
                    <td>{f.name}</td>
                    <td>{f.joinedOn}</td>
                    <td>{f.paid ? `Purchased: you earned ${data.creditPerFriend} (${f.creditedOn})` : "Joined: no purchase yet"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Refer a friend · Codelift" }];

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
