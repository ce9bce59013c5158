import { linkify } from '../lib/linkify';

/** A message body as text (React escapes it); http(s) addresses become links that open in a new tab safely. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap">
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
