/** A select's options from a list of values shown as they are. */
export const listOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
