/**
 * The result of a file operation, or null when the file is not there. Any other failure
 * (no permission, a disk error) is thrown: it must not read as "no lock" or "no password".
 */
export const nullIfMissing = <T>(operation: Promise<T>): Promise<T | null> =>
  operation.catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === 'ENOENT') return null;
    throw error;
  });
