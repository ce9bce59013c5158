// On PostgreSQL the backup tools are PostgreSQL's own: their version must match the server's, and managed services
// add point-in-time recovery on top. We name them instead of wrapping them (decision 010).
export function postgresBackupAdvice(action: 'backup' | 'restore'): string {
  const lines =
    action === 'backup'
      ? ['  pg_dump --format=custom --file=boardly.dump "$DATABASE_URL"']
      : ['  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" boardly.dump'];
  return [
    `DATABASE_URL is set: db:${action} handles the embedded database only. On PostgreSQL use its own tools`,
    '(a client of the same major version as the server), or your provider’s snapshots / point-in-time recovery:',
    ...lines,
  ].join('\n');
}
