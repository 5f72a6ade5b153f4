// /media/images/{sha256}.{ext}: an uploaded lesson image (docs/product/authoring.md#images-in-lessons).
// The name is the content's hash, so the answer never changes: cached for a year, immutable, with
// the Content-Type of its checked kind (the HTTP edge, server/http.ts, adds nosniff to every answer).
// Public, like the published lessons that show it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { IMAGE_NAME, contentTypeOfImageName } from "~/engine/lessonImages";
import { imageStore } from "~/services/media/imageStore.server";
import { notFound, parseParams } from "~/utils/http.server";

const paramsSchema = z.object({ name: z.string().regex(IMAGE_NAME) });

export async function loader({ params }: LoaderFunctionArgs) {
  const { name } = parseParams(params, paramsSchema);
  const bytes = await imageStore().get(name);
  if (!bytes) notFound();
  return new Response(bytes, {
    headers: {
      "Content-Type": contentTypeOfImageName(name)!,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
