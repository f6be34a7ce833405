/** A fresh, unpredictable seed for a throw at the table; it is saved with the throw's record. */
export function tableSeed(): string {
  const bytes = crypto.getRandomValues(new Uint32Array(2));
  return `${bytes[0]!.toString(16)}${bytes[1]!.toString(16)}`;
}
