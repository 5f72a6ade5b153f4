// A part of a page that many views render alike (a roadmap's pattern, a lesson's text), rendered
// to HTML once per distinct input on the server and reused (docs/decisions/0041-shared-markup.md).
// The server (app/entry.server.tsx) provides the renderer; in the browser there is none, and the
// component renders as usual, hydrating the markup the server sent, which is the same markup by
// construction: the cached HTML is what `component` renders for these very props.
//
// Rules for `component`: its output depends on its props only (no context, no router hooks, no
// useId: an id made in a render of its own would differ from the browser's), and its props are
// plain JSON (they make the cache key, so a learner's facts are part of it: two views share
// markup only when every input is equal).
import { createContext, createElement, useContext, type ComponentType, type HTMLAttributes } from "react";

/** Renders `component` with `props` to HTML, from the server's cache when it has them. */
export type SharedMarkupRenderer = <P extends object>(component: ComponentType<P>, props: P) => string;

export const SharedMarkupContext = createContext<SharedMarkupRenderer | null>(null);

type Tag = "div" | "li" | "section" | "article" | "ol" | "ul" | "tbody";

/** `<as {...attrs}>` holding what `component` renders for `props`. */
export function SharedMarkup<P extends object>({
  as = "div",
  attrs,
  component,
  props,
}: {
  as?: Tag;
  attrs?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;
  component: ComponentType<P>;
  props: P;
}) {
  const render = useContext(SharedMarkupContext);
  if (render) return createElement(as, { ...attrs, dangerouslySetInnerHTML: { __html: render(component, props) } });
  return createElement(as, attrs, createElement(component, props));
}
