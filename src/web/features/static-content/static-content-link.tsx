import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';

// The modal and its loader come with the first click, not with every page's footer.
const StaticContentModal = lazy(() => import('./static-content-modal').then((module) => ({ default: module.StaticContentModal })));

/**
 * A link to a static page that opens it in the modal. The href stays /s/{slug}, so it works without
 * JavaScript and opens in a new tab with the usual modifier keys.
 */
export function StaticContentLink({ slug, children, className }: { slug: string; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <a href={`/s/${slug}`} className={className} aria-haspopup="dialog" onClick={onClick}>
        {children}
      </a>
      {used ? (
        <Suspense fallback={null}>
          <StaticContentModal slug={slug} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
