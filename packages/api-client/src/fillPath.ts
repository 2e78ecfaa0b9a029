/**
 * `{gameId}` in a call's path is filled from the input, which keeps the other fields (the
 * query or body). The member and the staff clients both send such paths.
 */
export const fillPath = (path: string, input: Record<string, unknown>) => {
  const rest = { ...input };
  const filled = path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
};
