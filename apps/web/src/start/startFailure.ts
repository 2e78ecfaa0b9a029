/**
 * What the page shows when the app cannot start at all: without its code, a brand or a
 * catalogue there is no themed, translated page to show, so plain text.
 */
export const showStartFailure = (error: unknown): void => {
  console.error(error);
  const message = document.createElement('p');
  message.textContent = 'The site could not start. Please try again later.';
  document.body.replaceChildren(message);
};
