// Agency rich text (article bodies, section descriptions), already sanitised on the server by the allow-list
// of domain/sanitise-html.ts. Tailwind's reset removes list bullets and link underlines; this puts them back.
const RICH_TEXT =
  "flex max-w-3xl flex-col gap-3 [&_a]:underline [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6";

export function RichText({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`${RICH_TEXT} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
