'use client'

/**
 * The answers of Next's access boundaries above the site's own layout (src/app/forbidden.tsx,
 * unauthorized.tsx, (site)/not-found.tsx): a 401, 403 or 404 raised where no page of the site is drawn
 * (the back office's server functions, a language the site does not have). Next's built-in ones are
 * server components: every page of the site carried each one's whole tree, inline styles and all, in
 * its React payload (~7 kB of each page's HTML) for a boundary a visitor never meets. As client
 * components only a reference to them travels.
 */
function AccessFallback({ status, message }: { status: number; message: string }) {
  return (
    <>
      <title>{`${status}: ${message}`}</title>
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>{status}</h1>
        <p>{message}</p>
      </main>
    </>
  )
}

export function NotFoundFallback() {
  return <AccessFallback status={404} message="This page could not be found." />
}

export function ForbiddenFallback() {
  return <AccessFallback status={403} message="This page could not be accessed." />
}

export function UnauthorizedFallback() {
  return <AccessFallback status={401} message="You're not authorized to access this page." />
}
