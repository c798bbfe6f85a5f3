import { linkify } from '../../chat/linkify.ts';

/** Assistant text as text: only http(s) and tel: links are made clickable, nothing is parsed as HTML. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.type === 'text' ? (
          part.text
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts come from the text itself, in a fixed order.
          <a key={index} href={part.href} {...(part.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
