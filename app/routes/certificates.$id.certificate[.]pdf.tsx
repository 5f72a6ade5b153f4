// /certificates/{id}/certificate.pdf: the certificate as a PDF (docs/product/hands-on.md#certificates).
// Anyone may download it, like the page; it says the certificate's state as the page does.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificatePdf, certificateView } from "~/services/certificates.server";
import { publicOrigin } from "~/utils/env.server";
import { notFound } from "~/utils/http.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const c = await certificateView(params.id ?? "");
  if (!c) notFound();
  const pdf = await certificatePdf(c, `${publicOrigin()}/certificates/${c.id}`);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="codelift-certificate-${c.id}.pdf"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
