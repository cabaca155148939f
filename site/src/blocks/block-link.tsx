import type { LinkValue } from '@tessera/content-model';

function asLink(value: unknown): LinkValue | null {
  const link = value as Partial<LinkValue> | null;
  return link && typeof link === 'object' && typeof link.href === 'string' && link.href !== '' ? (link as LinkValue) : null;
}

/** A link field's value as an anchor (nothing when the field is empty). */
export function BlockLink({ value, className, fallbackLabel }: { value: unknown; className?: string; fallbackLabel?: string }) {
  const link = asLink(value);
  if (!link) return null;
  const label = link.label || fallbackLabel || link.href;
  const external = link.openInNewTab || link.type === 'external';
  return (
    <a className={className} href={link.href} {...(link.openInNewTab ? { target: '_blank' } : {})} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}
