/**
 * Message templates that cross the server/client boundary (design: "Messages"). A server
 * formats a message with {@link placeholders} as its values, so its `{name}` placeholders stay
 * as text in a plain string (`Photo by {user}`); a client island fills them with
 * {@link fillPlaceholders}, without a message runtime in the browser. The ui's own templates
 * (the Carousel's `{n}` / `{total}`) are filled the same way.
 */

/**
 * Values that keep a message's `{name}` placeholders as text: `t('gallery.photoBy',
 * placeholders('user'))` → `Photo by {user}`. ICU quoting is resolved and the result is a
 * string. Only for simple arguments: a placeholder used by a plural or a select needs a number
 * or a choice, so such a message is formatted where its value is known.
 * @param names the message's placeholder names
 */
export function placeholders<const Name extends string>(...names: Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<Name, string>;
}

/**
 * Fills the `{name}` placeholders of a template (one made with {@link placeholders}, or a ui
 * default such as `Go to slide {n} of {total}`); a placeholder without a value stays as it is.
 * @param template e.g. `Photo by {user}`
 * @param values e.g. `{ user: '@trailmara' }`
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
