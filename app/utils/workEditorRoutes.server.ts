// The loader and action the path editor (/create/path/{id}) and the standalone-module editor
// (/create/module/{id}) share (docs/product/authoring.md#paths-and-standalone-modules): only the
// owner and staff open them, anyone else gets the not-found page.
import { json } from "@remix-run/node";
import { AUTHORING_MESSAGES, draftParams } from "~/services/authoring.server";
import { itemLabels, loadWorkFor, pickOptions, saveWork } from "~/services/authoringWorks.server";
import { findModule, standaloneModulePath } from "~/services/learning/content.server";
import { requireUser } from "~/utils/auth.server";
import { formValues, parseParams, readForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function workEditorLoader(kind: "path" | "module", request: Request, params: unknown) {
  const user = await requireUser(request);
  const { draftId } = parseParams(params, draftParams);
  const loaded = await loadWorkFor(user, kind, draftId);
  const options = await pickOptions(kind);
  const module = kind === "module" && loaded.targetId !== null ? await findModule({ id: loaded.targetId }) : null;
  return json(
    {
      id: loaded.id,
      kind,
      draft: loaded.draft,
      state: loaded.state,
      version: loaded.version,
      reviewComment: loaded.reviewComment,
      items: itemLabels(loaded.draft.items, options),
      options,
      draftViewHref: module ? `${standaloneModulePath(module)}/draft` : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function workEditorAction(kind: "path" | "module", request: Request, params: unknown) {
  const user = await requireUser(request);
  const { draftId } = parseParams(params, draftParams);
  const loaded = await loadWorkFor(user, kind, draftId);
  const result = await saveWork(user, loaded, formValues(await readForm(request)));
  if (result.kind === "saved") {
    if (result.intent === "submit") return redirectWithToast("/create", { status: "SUCCESS", text: AUTHORING_MESSAGES.submitted });
    const anchor = result.intent === "save" ? "" : "#work-items";
    return redirectWithToast(`/create/${kind}/${draftId}${anchor}`, { status: "SUCCESS", text: AUTHORING_MESSAGES.saved });
  }
  const status = result.kind === "invalid" ? 400 : result.kind === "conflict" ? 409 : result.status;
  return json(result, { status });
}
