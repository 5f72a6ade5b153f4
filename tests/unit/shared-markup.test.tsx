// The server's shared markup (docs/decisions/0041-shared-markup.md): a part is rendered once per
// distinct props, and a document gets the very bytes React would have written in its place.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { SharedMarkup, SharedMarkupContext } from "~/components/SharedMarkup";
import { sharedMarkupForRequest, sharedMarkupStats } from "~/utils/sharedMarkup.server";

function Row({ name, done }: { name: string; done: boolean }) {
  return (
    <>
      <span className={done ? "done" : undefined}>{name}</span> {done ? "Attempted" : "Not attempted"}
    </>
  );
}

function Page({ rows }: { rows: { name: string; done: boolean }[] }) {
  return (
    <ol>
      {rows.map((r) => (
        <SharedMarkup key={r.name} as="li" attrs={{ className: "row" }} component={Row} props={r} />
      ))}
    </ol>
  );
}

/** The document as the server sends it (shared parts spliced in) and as React renders it without the cache. */
function both(rows: { name: string; done: boolean }[]): { served: string; plain: string } {
  const shared = sharedMarkupForRequest();
  const html = renderToString(
    <SharedMarkupContext.Provider value={shared.render}>
      <Page rows={rows} />
    </SharedMarkupContext.Provider>,
  );
  return { served: shared.document(html).toString(), plain: renderToString(<Page rows={rows} />) };
}

describe("shared markup", () => {
  it("sends the same bytes as a plain render, and renders each distinct part once", () => {
    const rows = [
      { name: "Two sum <b>", done: false },
      { name: "Palindrome – “ignoring” symbols", done: true },
    ];
    const before = { ...sharedMarkupStats };
    const first = both(rows);
    expect(first.served).toBe(first.plain);
    expect(first.served).toContain("Two sum &lt;b&gt;");
    expect(sharedMarkupStats.renders - before.renders).toBe(2);
    const again = both(rows);
    expect(again.served).toBe(first.plain);
    expect(sharedMarkupStats.renders - before.renders).toBe(2);
    expect(sharedMarkupStats.hits - before.hits).toBe(2);
  });

  it("keeps one learner's part from another's: any prop that differs is another part", () => {
    const mine = both([{ name: "Merge intervals", done: true }]);
    const theirs = both([{ name: "Merge intervals", done: false }]);
    expect(mine.served).toContain("Attempted");
    expect(mine.served).not.toContain("Not attempted");
    expect(theirs.served).toContain("Not attempted");
    expect(theirs.served).toBe(theirs.plain);
  });

  it("takes no text of the page for a marker: only this process's own markers are replaced", () => {
    const forged = "<!--shared-0000-0-->";
    const shared = sharedMarkupForRequest();
    const marker = shared.render(Row, { name: "Real", done: false });
    expect(marker).toMatch(/^<!--shared-[0-9a-f]{24}-0-->$/);
    const out = shared.document(`<p>${forged}</p><li>${marker}</li>`).toString();
    expect(out).toBe(`<p>${forged}</p><li>${renderToString(<Row name="Real" done={false} />)}</li>`);
  });

  it("renders as usual in the browser, where no renderer is provided", () => {
    expect(renderToString(<Page rows={[{ name: "Solo", done: false }]} />)).toBe(
      '<ol><li class="row"><span>Solo</span> <!-- -->Not attempted</li></ol>',
    );
  });
});
