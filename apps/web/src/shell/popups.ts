/** The register popup's switch lives with the session's popups; re-exported for the shell. */
export { registerPopupOpenAtom } from '@portal/session';
