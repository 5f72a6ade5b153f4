// /certificates/{id}/image.svg: the certificate as an image for sharing (docs/product/hands-on.md#certificates).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificateSvg } from "~/engine";
import { certificateView } from "~/services/certificates.server";
import { notFound } from "~/utils/http.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const c = await certificateView(params.id ?? "");
  if (!c) notFound();
  return new Response(certificateSvg(c), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}
