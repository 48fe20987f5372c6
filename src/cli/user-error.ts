/**
 * A user mistake the CLI reports as a message, never as a stack trace. In a module of its own (io.ts
 * re-exports it) so that main.ts and args.ts, which every command loads, do not load io.ts's table and
 * catalog validators, and with them zod, before a command asks for them (issue 37).
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
