import type { SiteData } from '@sitegen/runtime/types.ts';
import { Link } from '@sitegen/runtime/Link.tsx';

export function Footer({ footer }: { footer: SiteData['footer'] }) {
  return (
    <footer className="sg-footer">
      <div className="sg-footer__groups">
        {footer.groups.map((group) => (
          <section key={group.title} className="sg-footer__group" aria-labelledby={`sg-footer-${group.title}`}>
            <h2 id={`sg-footer-${group.title}`} className="sg-footer__title">
              {group.title}
            </h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.href}>
                  {item.href.startsWith('/') ? (
                    <Link href={item.href}>{item.label}</Link>
                  ) : (
                    <a href={item.href} target="_blank" rel="noopener noreferrer">
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="sg-footer__bottom">
        <p className="sg-footer__copyright">{footer.copyright}</p>
        {footer.termsNote && <p className="sg-footer__terms">{linkify(footer.termsNote)}</p>}
      </div>
    </footer>
  );
}

/** Turns the URLs of a plain sentence into links. */
function linkify(text: string) {
  return text.split(/(https?:\/\/[^\s]+?)(?=[.,]?(?:\s|$))/).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} target="_blank" rel="noopener noreferrer">
        {part.replace(/^https?:\/\//, '')}
      </a>
    ) : (
      part
    ),
  );
}
