import {test} from 'node:test';
import assert from 'node:assert/strict';
import {operationsConfig} from '../../server/operations-config';
import {loggerOptions, pathOf} from '../../server/request-log';
import {routeClass} from '../../server/route-class';

test('with no variables no proxy is trusted, nothing is logged per request and there are no metrics', () => {
  assert.deepEqual(operationsConfig({}), {trustProxy: false, logRequests: false, metrics: undefined});
  for (const off of ['', '0', 'false'])
    assert.deepEqual(operationsConfig({TRUST_PROXY: off, LOG_REQUESTS: off, METRICS_PORT: ''}), {
      trustProxy: false,
      logRequests: false,
      metrics: undefined,
    });
});

test('TRUST_PROXY takes addresses, CIDR ranges and proxy-addr range names, comma-separated', () => {
  assert.deepEqual(operationsConfig({TRUST_PROXY: '127.0.0.1'}).trustProxy, ['127.0.0.1']);
  assert.deepEqual(
    operationsConfig({TRUST_PROXY: ' 127.0.0.1, ::1 ,10.0.0.0/8,fd00::/8,loopback'}).trustProxy,
    ['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8', 'loopback'],
  );
});

test('a TRUST_PROXY that would trust everyone, or is not an address, stops the server with a sentence', () => {
  for (const everyone of ['1', 'true', '*', '127.0.0.1,true'])
    assert.throws(() => operationsConfig({TRUST_PROXY: everyone}), /must name the proxy's addresses/);
  for (const bad of [
    'proxy.example.com',
    '10.0.0.0/33',
    '10.0.0/8',
    '127.0.0.1/8/1',
    'fd00::/129',
    '10.0.0.0/',
  ])
    assert.throws(
      () => operationsConfig({TRUST_PROXY: bad}),
      new RegExp(`TRUST_PROXY: "${bad.replace(/[.*/]/g, '\\$&')}" is not an IP address`),
    );
});

test('METRICS_PORT opens the metrics on loopback unless METRICS_HOST says where', () => {
  assert.deepEqual(operationsConfig({METRICS_PORT: '9464'}).metrics, {port: 9464, host: '127.0.0.1'});
  assert.deepEqual(operationsConfig({METRICS_PORT: '9464', METRICS_HOST: '10.1.2.3'}).metrics, {
    port: 9464,
    host: '10.1.2.3',
  });
  for (const bad of ['0', '65536', 'abc', '94.5', '-1'])
    assert.throws(
      () => operationsConfig({METRICS_PORT: bad}),
      new RegExp(`METRICS_PORT must be a whole number from 1 to 65535, not "${bad.replace('.', '\\.')}"`),
    );
  assert.throws(
    () => operationsConfig({METRICS_PORT: '9464', METRICS_HOST: 'metrics.example.com'}),
    /METRICS_HOST must be an IP address/,
  );
});

test('LOG_REQUESTS=1 turns the access log on; anything but 1 or 0 is refused', () => {
  assert.equal(operationsConfig({LOG_REQUESTS: '1'}).logRequests, true);
  assert.equal(operationsConfig({LOG_REQUESTS: 'true'}).logRequests, true);
  assert.throws(() => operationsConfig({LOG_REQUESTS: 'yes'}), /LOG_REQUESTS must be 1 or 0, not "yes"/);
  assert.deepEqual(loggerOptions(false), {logger: false});
  assert.ok(loggerOptions(true).logController);
});

test('the access log and the metrics never see a query string (where the browser client puts the key)', () => {
  assert.equal(
    pathOf('/1/indexes/*/queries?x-algolia-api-key=secret&x-algolia-application-id=A'),
    '/1/indexes/*/queries',
  );
  assert.equal(pathOf('/Admin%20Users/Role'), '/Admin%20Users/Role');
  const serializer = (loggerOptions(true).logger as {serializers: {req: (r: object) => object}}).serializers
    .req;
  assert.deepEqual(serializer({method: 'POST', url: '/1/indexes/*/queries?x-algolia-api-key=secret'}), {
    method: 'POST',
    path: '/1/indexes/*/queries',
  });
});

test('requests are grouped into a few route classes, never by their own path', () => {
  const cases: [string, string][] = [
    ['/1/indexes/*/queries?x-algolia-api-key=k', 'search'],
    ['/2/searches?index=docs', 'analytics'],
    ['/_/health/ready', 'health'],
    ['/mcp', 'mcp'],
    ['/assets/js/main.3f9a2b1c.js', 'asset'],
    ['/payment-gateways/stripe', 'page'],
    ['/mcp-guide', 'page'],
    ['/', 'page'],
  ];
  for (const [url, kind] of cases) assert.equal(routeClass(url), kind, url);
});
