/**
 * The attack table: hostile requests built for each registered /api call and each page kind.
 * An attack either is refused (a 4xx in our error shape, nothing written) or is harmless (the
 * answer is what the plain request gets, and nothing of the attacker's shows up in it).
 */
export type Kind = 'api' | 'page';

export interface Target {
  kind: Kind;
  method: string;
  /** A concrete path that answers this route, with sample parameter values. */
  path: string;
  /** The path with a marker in place of each parameter, for attacks on parameter values. */
  template: string;
  /** The path parameter is a number (an id), so a number attack on it must be refused. */
  numericParam: boolean;
  /** Field names of the JSON body, for write calls. */
  bodyFields: string[];
  /** A page that takes a form post. */
  posts: boolean;
  /** Media types an API call's contract reads besides JSON (login-redir takes a form post). */
  mediaTypes?: readonly string[];
}

export interface AttackRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * refused: an exact status (or any 4xx) in our error shape; 'not-5xx': the input may be a legal
 * value somewhere (a search term), so it only must not break anything or serve a file;
 * harmless: the plain request's status, with nothing planted showing in the answer.
 */
export type Expectation = { refused: number | '4xx' | 'not-5xx' } | { harmless: true };

export interface Attack {
  family: string;
  name: string;
  applies(target: Target): boolean;
  request(target: Target): AttackRequest;
  expect(target: Target): Expectation;
}

export const PARAM = '{param}';
export const EVIL = 'evil.example';
/** "аpple.com" with a Cyrillic а, as a browser would send it (punycode). */
export const LOOKALIKE_HOST = 'xn--pple-43d.com';
/** Strings an attacker planted; none may appear in an answer. */
export const PLANTED = [EVIL, LOOKALIKE_HOST, '203.0.113.9'];
/** Replaced by the server's own origin when sent: the attack is not the origin here. */
export const SELF = '{self}';
/** Appends a path segment before the query. */
const appendSegment = (path: string, segment: string) => {
  const [pathname, query] = path.split('?') as [string, string | undefined];
  return `${pathname.replace(/\/$/, '')}/${segment}${query === undefined ? '' : `?${query}`}`;
};
const withParam = (target: Target, value: string) => target.template.split(PARAM).join(value);
const hasParam = (target: Target) => target.template.includes(PARAM);
const writes = (target: Target) => target.method !== 'GET';
const json = (fields: string[], value: unknown) => JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));
const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

/** A page asked with a method it does not take is a 405, checked before anything else. */
const pageRefusal = (target: Target, status: number): Expectation => ({ refused: target.posts ? status : 405 });

const doubleSlashHosts = ['//', '///', '/\\', '/%5C/', '/.//'].map<Attack>((prefix) => ({
  family: 'double-slash host',
  name: `${prefix}${EVIL} before the path`,
  applies: (target) => target.method === 'GET',
  request: (target) => ({ method: 'GET', path: `${prefix}${EVIL}${target.path}` }),
  // The path is read on our own host: /evil.example/… is no page of ours.
  expect: () => ({ refused: 404 }),
}));

const encodedTraversal = [
  '..%2f..%2fpackage.json',
  '%2e%2e/%2e%2e/package.json',
  '..%5c..%5c.env',
  '%252e%252e%252fpackage.json',
].map<Attack>((tail) => ({
  family: 'encoded traversal',
  name: tail,
  applies: (target) => target.method === 'GET',
  request: (target) => ({ method: 'GET', path: appendSegment(target.path, tail) }),
  // A trailing parameter (a search term, a recipe name) may legally hold the text; no file may be served.
  expect: () => ({ refused: 'not-5xx' }),
}));

const controlCharacters = ['%00', '%01', '%1B', '%7F', '%C2%85'].flatMap<Attack>((escape) => [
  {
    family: 'control character',
    name: `${escape} in a path parameter`,
    applies: (target) => target.kind === 'api' && hasParam(target),
    request: (target) => ({
      method: target.method,
      path: withParam(target, `a${escape}b`),
      ...(writes(target) ? { headers: JSON_TYPE, body: '{}' } : {}),
    }),
    expect: () => ({ refused: 400 }),
  },
  {
    family: 'control character',
    name: `${escape} in every body field`,
    applies: (target) => target.kind === 'api' && target.bodyFields.length > 0,
    request: (target) => ({
      method: target.method,
      path: target.path,
      headers: JSON_TYPE,
      body: json(target.bodyFields, `a${decodeURIComponent(escape)}b`),
    }),
    expect: () => ({ refused: 400 }),
  },
  {
    family: 'control character',
    name: `${escape} in a page address`,
    applies: (target) => target.kind === 'page' && target.method === 'GET',
    request: (target) => ({ method: 'GET', path: appendSegment(target.path, `a${escape}b`) }),
    expect: () => ({ refused: 400 }),
  },
  {
    family: 'control character',
    name: `${escape} in a page form field`,
    applies: (target) => target.kind === 'page' && target.method === 'POST',
    request: (target) => ({ method: 'POST', path: target.path, headers: { ...FORM_TYPE, origin: SELF }, body: `storeId=1${escape}` }),
    expect: (target) => pageRefusal(target, 400),
  },
]);

const badEscapes = ['%E0%A4%A', '%zz', '%', '%C0%AF'].map<Attack>((escape) => ({
  family: 'bad percent-escape',
  name: escape,
  applies: (target) => target.method === 'GET' || target.kind === 'api',
  request: (target) => ({ method: target.method, path: appendSegment(target.path, `x${escape}`) }),
  expect: () => ({ refused: escape === '%C0%AF' ? '4xx' : 400 }),
}));

const hugeInputs: Attack[] = [
  {
    family: 'huge input',
    name: 'a 20 KB header',
    applies: () => true,
    request: (target) => ({ method: target.method, path: target.path, headers: { 'x-padding': 'x'.repeat(20_000) } }),
    expect: () => ({ refused: 431 }),
  },
  {
    family: 'huge input',
    name: 'a 20 KB address',
    applies: (target) => target.method === 'GET',
    request: (target) => ({ method: 'GET', path: `${target.path}?q=${'x'.repeat(20_000)}` }),
    expect: () => ({ refused: 431 }),
  },
  {
    family: 'huge input',
    name: 'a 2 MB body',
    applies: (target) => writes(target),
    request: (target) => ({
      method: target.method,
      path: target.path,
      headers: target.kind === 'api' ? JSON_TYPE : { ...FORM_TYPE, origin: SELF },
      body: target.kind === 'api' ? json(['padding'], 'x'.repeat(2_000_000)) : `storeId=${'1'.repeat(2_000_000)}`,
    }),
    expect: (target) => (target.kind === 'api' ? { refused: 413 } : pageRefusal(target, 413)),
  },
  {
    family: 'huge input',
    name: 'a 500-character path parameter',
    applies: (target) => hasParam(target),
    request: (target) => ({
      method: target.method,
      path: withParam(target, 'p'.repeat(500)),
      ...(writes(target) ? { headers: JSON_TYPE, body: '{}' } : {}),
    }),
    expect: () => ({ refused: '4xx' }),
  },
];

const wrongContentTypes = [
  'text/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-7',
].map<Attack>((type) => ({
  family: 'wrong content type',
  name: type,
  applies: (target) => writes(target) && !(target.kind === 'page' && type.startsWith('application/x-www-form-urlencoded')),
  request: (target) => ({ method: target.method, path: target.path, headers: { 'content-type': type, origin: SELF }, body: 'a=1' }),
  expect: (target) => {
    if (target.kind !== 'api') return pageRefusal(target, 415);
    // A media type the call declares is read, and the body `a=1` then fails its schema.
    if (target.mediaTypes?.includes(type)) return { refused: 400 };
    return { refused: type.includes('charset=utf-7') ? '4xx' : 415 };
  },
}));

const forgedHeaders: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-proto': 'https', 'x-forwarded-host': EVIL },
  { forwarded: `for=203.0.113.9;host=${EVIL};proto=https` },
  { 'x-original-url': '/api/settings', 'x-rewrite-url': `//${EVIL}/` },
];
const forgedProxyHeaders: Attack[] = forgedHeaders.map((headers) => ({
  family: 'forged proxy header',
  name: Object.keys(headers).join(' + '),
  applies: (target: Target) => target.method === 'GET',
  request: (target: Target) => ({ method: 'GET', path: target.path, headers }),
  expect: () => ({ harmless: true }),
}));

const crossSiteHeaders: Record<string, string>[] = [{ origin: `https://${EVIL}` }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
const crossSitePosts: Attack[] = crossSiteHeaders.map((headers) => ({
  family: 'cross-site form post',
  name: Object.entries(headers)
    .map(([key, value]) => `${key}: ${value}`)
    .join(''),
  applies: (target: Target) => writes(target),
  request: (target: Target) => ({
    method: target.method,
    path: target.path,
    headers: target.kind === 'api' ? { ...headers, 'content-type': 'text/plain' } : { ...headers, ...FORM_TYPE },
    body: target.kind === 'api' ? json(target.bodyFields, '1') : 'storeId=1',
  }),
  expect: (target: Target) => (target.kind === 'api' ? { refused: 403 } : pageRefusal(target, 403)),
}));

const oversizeNumbers = ['99999999999999999999', '1e309', '-0', 'NaN', '0x10', '9007199254740993'].flatMap<Attack>((value) => [
  {
    family: 'oversize number',
    name: `${value} as a path parameter`,
    applies: (target) => target.kind === 'api' && target.numericParam && target.method === 'GET',
    request: (target) => ({ method: 'GET', path: withParam(target, value) }),
    expect: () => ({ refused: '4xx' }),
  },
  {
    family: 'oversize number',
    name: `${value} in every body field`,
    // 0x10 and -0 are the plain JSON numbers 16 and 0 in a body; the others are out of range or not numbers.
    applies: (target) => target.kind === 'api' && target.bodyFields.length > 0 && value !== '0x10',
    request: (target) => ({ method: target.method, path: target.path, headers: JSON_TYPE, body: json(target.bodyFields, Number(value)) }),
    expect: () => ({ refused: 400 }),
  },
]);

/** 3,000 levels in 6 kB: past any call stack a recursive walk of the input would need. */
const DEEP = 3_000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepNesting: Attack[] = [
  {
    family: 'deep nesting',
    name: `a JSON body nested ${DEEP} deep`,
    // Calls that read a body (a DELETE reads none and answers as it would without one).
    applies: (target) => target.kind === 'api' && target.bodyFields.length > 0,
    request: (target) => ({ method: target.method, path: target.path, headers: JSON_TYPE, body: deepArray }),
    expect: () => ({ refused: 400 }),
  },
  {
    family: 'deep nesting',
    name: `every body field nested ${DEEP} deep`,
    applies: (target) => target.kind === 'api' && target.bodyFields.length > 0,
    request: (target) => ({
      method: target.method,
      path: target.path,
      headers: JSON_TYPE,
      body: `{${target.bodyFields.map((field) => `${JSON.stringify(field)}:${deepArray}`).join(',')}}`,
    }),
    expect: () => ({ refused: 400 }),
  },
];

/** Numbers a JavaScript number holds but a PostgreSQL integer column does not (2^31 and past it). */
const integerRange = ['2147483648', '4294967296', '-2147483649', '9007199254740991'].flatMap<Attack>((value) => [
  {
    family: 'integer range',
    name: `${value} as a path parameter`,
    applies: (target) => target.kind === 'api' && target.numericParam,
    request: (target) => ({
      method: target.method,
      path: withParam(target, value),
      ...(writes(target) ? { headers: JSON_TYPE, body: '{}' } : {}),
    }),
    expect: () => ({ refused: '4xx' }),
  },
  {
    family: 'integer range',
    name: `${value} in every body field`,
    applies: (target) => target.kind === 'api' && target.bodyFields.length > 0,
    request: (target) => ({ method: target.method, path: target.path, headers: JSON_TYPE, body: json(target.bodyFields, Number(value)) }),
    expect: () => ({ refused: '4xx' }),
  },
]);

const lookAlikes: Attack[] = [
  {
    family: 'unicode look-alike',
    name: 'fullwidth slashes before a host',
    applies: (target) => target.method === 'GET',
    request: (target) => ({ method: 'GET', path: `/%EF%BC%8F%EF%BC%8F${EVIL}${target.path}` }),
    expect: () => ({ refused: 404 }),
  },
  {
    family: 'unicode look-alike',
    name: 'a Host header with a Cyrillic letter',
    applies: (target) => target.method === 'GET',
    request: (target) => ({ method: 'GET', path: target.path, headers: { host: LOOKALIKE_HOST } }),
    expect: () => ({ harmless: true }),
  },
  {
    family: 'unicode look-alike',
    name: 'a Host header that is no host name',
    applies: (target) => target.kind === 'page' && target.method === 'GET' && !target.path.startsWith('/favicon'),
    request: (target) => ({ method: 'GET', path: target.path, headers: { host: `${EVIL}/x y` } }),
    expect: () => ({ refused: 400 }),
  },
  {
    family: 'unicode look-alike',
    name: 'a Referer on a look-alike host',
    applies: (target) => target.kind === 'page' && target.method === 'GET',
    request: (target) => ({ method: 'GET', path: target.path, headers: { referer: `http://localhost%EF%BC%8F${EVIL}/` } }),
    expect: () => ({ harmless: true }),
  },
];

export const ATTACKS: Attack[] = [
  ...doubleSlashHosts,
  ...encodedTraversal,
  ...controlCharacters,
  ...badEscapes,
  ...hugeInputs,
  ...wrongContentTypes,
  ...forgedProxyHeaders,
  ...crossSitePosts,
  ...oversizeNumbers,
  ...deepNesting,
  ...integerRange,
  ...lookAlikes,
];
