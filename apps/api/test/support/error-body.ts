/**
 * An error answer in the contract's envelope (docs/api/errors.md): `{ status, code, message }`, or
 * `{ status, message }` for the errors the contract gives no code.
 */
export const errorBody = (status: number, code: string | undefined, message: string) => (code ? { status, code, message } : { status, message });
