/**
 * Starts a sandbox's HTTP server (the payment's or the courier's) on `port` and `host`, and answers the origin a
 * caller on this machine reaches it at: a wildcard host is reached through 127.0.0.1, an IPv6 one in brackets.
 */
export async function listenAt(server, port, host) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachableHost}:${address.port}`;
}
