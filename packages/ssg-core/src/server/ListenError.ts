/** The server could not take its port: a situation of the user's machine, told in one line without a stack. */
export class ListenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListenError';
  }
}

/** The one line for an error of `server.listen`, or undefined when it is not one people can act on. */
export function formatListenError(error: NodeJS.ErrnoException, port: number, host: string): string | undefined {
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (error.code === 'EADDRINUSE')
    return `Port ${port} is already in use on ${where}: stop the program using it, or pick another port with --port.`;
  if (error.code === 'EACCES')
    return `Port ${port} needs more privileges than sitegen has on ${where}: pick a port above 1023 with --port.`;
  if (error.code === 'EADDRNOTAVAIL')
    return `Cannot listen on ${where}: this machine has no interface with address ${host}; pick another with --host.`;
  return undefined;
}
