// Preloaded into server samples with `node --import`: a sample that calls
// `app.listen(port)` would bind every interface; under test it binds loopback only.
import net from 'node:net';

const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args;
  const isPort = typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first));
  if (isPort && typeof second !== 'string') args.splice(1, 0, '127.0.0.1');
  if (first !== null && typeof first === 'object' && first.path === undefined) {
    args[0] = { ...first, host: '127.0.0.1' };
  }
  return listen.apply(this, args);
};
