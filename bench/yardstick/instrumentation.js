// The yardstick's own (empty) instrumentation hook. Without it, Turbopack (rooted at the project, where
// the lockfile is) picks up the site's src/instrumentation.ts and the bare app fails to build.
export function register() {}
