/**
 * What shows while the first screen's session and code load: the page's own loading screen
 * (index.html, `.boot`), the same markup and its styles, so the portal's start is one visual step from
 * that screen to the shell, with no other loading state between them (BENCHMARKS.md, "Where a target
 * is missed"). tests/unit/boot-screen.test.tsx keeps the two the same.
 */
export function RouteFallback() {
  return (
    <div className="boot">
      <div className="boot-header">
        <span className="boot-logo" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" fill="#fff" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round">
            <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />
          </svg>
        </span>
        <span className="boot-name">
          <strong>ComfortPro</strong>
          <span>Loyalty Portal</span>
        </span>
      </div>
      <p className="boot-status" role="status">
        Loading the portal…
      </p>
    </div>
  );
}
