/** Sets the browser tab title; React 19 moves a rendered <title> into the document head. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | Vozimo`}</title>;
}
