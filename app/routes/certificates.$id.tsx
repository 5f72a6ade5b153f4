// /certificates/{id}: anyone verifies a certificate (docs/product/hands-on.md#certificates): its
// state, the learner's confirmed name, the course and the date; a print-ready layout (print CSS,
// "save as PDF" from the browser) and an SVG image to share. The learner confirms their name here;
// staff or an admin of one of the learner's organizations revokes with a reason.
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button } from "~/components/ui/Button";
import { TextInput, Textarea } from "~/components/ui/Field";
import { certificateActionSchema } from "~/forms/certificates.server";
import { canRevoke, CERTIFICATE_TEXTS, certificateView, confirmCertificateName, revokeCertificate } from "~/services/certificates.server";
import handsOnCss from "~/styles/hands-on.css";
import { getUser, requireUser } from "~/utils/auth.server";
import { forbidden, notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = () => [{ rel: "stylesheet", href: handsOnCss }];

const STATE_BADGE = {
  active: { tone: "success", text: "Verified" },
  revoked_by_admin: { tone: "danger", text: "Revoked" },
  pending_verification: { tone: "warning", text: "Pending verification" },
} as const;

/** Never kept by the page cache or a CDN: a revoked certificate must stop verifying at once. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const cert = await certificateView(params.id ?? "");
  if (!cert) notFound();
  const user = await getUser(request);
  const isOwner = user?.id === cert.ownerId;
  const mayRevoke = user ? await canRevoke(user, cert.ownerId) : false;
  const fromEmail = new URL(request.url).searchParams.has("from_email");
  const status =
    cert.state === "active" ? CERTIFICATE_TEXTS.active : cert.state === "revoked_by_admin" ? CERTIFICATE_TEXTS.revoked : CERTIFICATE_TEXTS.pending;
  return json(
    {
      ...cert,
      ownerId: undefined,
      status,
      isOwner,
      fromEmail,
      suggestedName: isOwner ? (cert.name ?? user!.fullName) : null,
      mayRevoke: mayRevoke && cert.state !== "revoked_by_admin",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const cert = await certificateView(params.id ?? "");
  if (!cert) notFound();
  const form = await parseForm(request, certificateActionSchema);
  const self = `/certificates/${cert.id}`;
  if (!form.ok) return json({ errors: form.errors }, { status: 400 });
  if (form.data.intent === "confirm-name") {
    if (user.id !== cert.ownerId) forbidden();
    await confirmCertificateName(user.id, form.data.name, new Date());
    return redirectWithToast(self, { status: "SUCCESS", text: CERTIFICATE_TEXTS.named }, { request });
  }
  if (!(await canRevoke(user, cert.ownerId))) forbidden();
  await revokeCertificate(cert.id, user.id, form.data.reason, new Date());
  return redirectWithToast(self, { status: "SUCCESS", text: "The certificate is revoked." }, { request });
}

const dateText = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export default function CertificatePage() {
  const c = useLoaderData<typeof loader>();
  const errors = (useActionData<typeof action>() as { errors?: Record<string, string> } | undefined)?.errors;
  const badge = STATE_BADGE[c.state];
  return (
    <div className="hands-on-page certificate-page">
      <Banner tone={c.state === "active" ? "success" : c.state === "revoked_by_admin" ? "danger" : "warning"} role="status" title={c.status}>
        {c.state === "revoked_by_admin" && c.revokedReason ? <p>Reason: {c.revokedReason}</p> : null}
      </Banner>
      <article className="certificate" aria-labelledby="certificate-title">
        <p>
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </p>
        <p className="certificate-meta">Codelift certifies that</p>
        <p className="certificate-name">{c.name ?? "Name not yet confirmed"}</p>
        <p className="certificate-meta">{c.achievement}</p>
        <h1 id="certificate-title" className="certificate-title">
          {c.title}
        </h1>
        <p className="certificate-meta">
          Issued {dateText(c.issuedAt)} · Certificate {c.id}
        </p>
      </article>
      {/* data-certificate-state: the analytics click type follows the state (docs/product/hands-on.md#certificates) */}
      <div className="certificate-actions">
        <a
          className="button button-ghost"
          href={`/certificates/${c.id}/certificate.pdf`}
          data-certificate-state={c.state}
          data-from-email={c.fromEmail ? "true" : undefined}
        >
          Download the PDF
        </a>
        <a
          className="button button-ghost"
          href={`/certificates/${c.id}/image.svg`}
          data-certificate-state={c.state}
          data-from-email={c.fromEmail ? "true" : undefined}
        >
          Image for sharing (SVG)
        </a>
      </div>
      {c.isOwner && c.state === "pending_verification" ? (
        <Form method="post" className="card certificate-form">
          <input type="hidden" name="intent" value="confirm-name" />
          <TextInput
            label="Your full name, as it should appear"
            name="name"
            defaultValue={c.suggestedName ?? ""}
            required
            maxLength={50}
            error={errors?.name}
          />
          <Button type="submit">Confirm my name</Button>
        </Form>
      ) : null}
      {c.mayRevoke ? (
        <Form method="post" className="card certificate-form">
          <input type="hidden" name="intent" value="revoke" />
          <Textarea label="Reason for revoking" name="reason" required maxLength={500} rows={2} error={errors?.reason} />
          <Button type="submit" variant="danger">
            Revoke certificate
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Certificate: ${data.title}` : "Certificate", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
