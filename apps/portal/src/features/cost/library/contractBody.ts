/** An endpoint's body schema, for form rules from its fields (every caller's endpoint has one). */
export function bodyOf<Body>(endpoint: { body?: Body }): Body {
  if (endpoint.body === undefined) throw new Error('The endpoint takes no body');
  return endpoint.body;
}
