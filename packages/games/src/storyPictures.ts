/** A plain coloured picture for stories: cards show real images without fetching any. */
export const picture = (colour: string, width = 120, height = 120) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/></svg>`,
  )}`;
