/**
 * The result of a file operation, or null when the file is not there. Any other failure
 * (no permission, a disk error) is thrown: it must not read as "no lock" or "no password".
 */
export const nullIfMissing = <T>(operation: Promise<T>): Promise<T | null> =>
  operation.catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === 'ENOENT') return null;
    throw error;
  });

/**
 * For files under /proc/<pid>: null when the process is gone (ENOENT, ESRCH) or is another
 * user's (EACCES: a pid reused by someone else's process is not ours). Anything else throws.
 */
export const nullIfNotOurProcess = <T>(operation: Promise<T>): Promise<T | null> =>
  operation.catch((error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT' || code === 'ESRCH' || code === 'EACCES') return null;
    throw error;
  });
