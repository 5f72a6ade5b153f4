import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { loadPageProps, pagePropsMethodNotAllowed } from "~/components/catalog/pageProps.server";
import { errorText } from "~/utils/http.server";

const id = z.string().regex(/^\d{1,15}$/).transform(Number);
const paramsSchema = z.object({ authorId: id, collectionId: id, pageId: id });
const MALFORMED_IDS = "author_id, collection_id and page_id must be whole numbers.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return errorText(400, MALFORMED_IDS);
  return loadPageProps(request, { form: "ids", ...parsed.data });
}

export async function action() {
  return pagePropsMethodNotAllowed();
}
