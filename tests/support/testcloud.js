#!/usr/bin/env node
// The loopback test cloud: plays Vertex AI (customJobs, hyperparameterTuningJobs), Cloud
// Logging (entries:list) and Google's OAuth token endpoint on 127.0.0.1, for the tests and
// for the real gcloud pointed at it.
//
//   node testcloud.js            prints "listening PORT" on stdout once it accepts calls
//
// What makes it worth testing against:
// - every request body is walked against Google's published protos (protocheck.js), and a
//   body that does not pass is refused with 400 INVALID_ARGUMENT, as Vertex would;
// - every API call needs a live bearer token: one the token endpoint issued (after checking
//   the RS256 signature of a service account's JWT, or an authorized_user refresh token), or
//   one given through /control/token (what gcloud reads from CLOUDSDK_AUTH_ACCESS_TOKEN_FILE);
// - jobs move through their states on a clock, write log entries per task, some of which
//   become visible late and out of order; tuning jobs produce trials;
// - faults are injected on demand through /control/fault.
//
// Control calls (no token; tests only): POST /control/token {token}, /control/expire {token},
// /control/serviceAccount {clientEmail, publicKeyPem}, /control/authorizedUser {clientId,
// clientSecret, refreshToken}, /control/fault {match, kind, count, skip, retryAfter,
// delayMs, permission}, /control/clearFaults, /control/job {ticks, outcome, linesPerTick,
// lateEvery, trialEvery (ticks a trial of a tuning job stays ACTIVE)}, GET /control/log (every call seen: method, path, status), GET /control/tokens.
'use strict';

const crypto = require('crypto');
const http = require('http');
const path = require('path');
const fs = require('fs');
const { Checker, protosJson } = require('./protocheck.js');
const protobuf = require(path.join(__dirname, 'node', 'node_modules', 'protobufjs'));

const root = protobuf.Root.fromJSON(JSON.parse(fs.readFileSync(protosJson, 'utf8')));
const TYPES = {
    customJobs: root.lookupType('google.cloud.aiplatform.v1.CustomJob'),
    hyperparameterTuningJobs: root.lookupType('google.cloud.aiplatform.v1.HyperparameterTuningJob'),
};
const TICK_MS = Number(process.env.TESTCLOUD_TICK_MS || 100);

const state = {
    tokens: new Map(),          // token -> expiry (ms since epoch)
    serviceAccounts: new Map(), // client email -> public key
    authorizedUsers: [],
    faults: [],
    jobPlan: { ticks: 12, outcome: 'succeed', linesPerTick: 2, lateEvery: 3, trialEvery: 1 },
    jobs: new Map(),            // resource name -> job
    entries: [],                // visible log entries
    pending: [],                // log entries not visible yet: {entry, visibleAt}
    nextId: 1000000,
    nextInsert: 1,
    calls: [],
    pageCap: Number(process.env.TESTCLOUD_PAGE || 5),
};

// ---- Google-shaped answers ---------------------------------------------------------------

const STATUS = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 403: 'PERMISSION_DENIED',
                 404: 'NOT_FOUND', 409: 'FAILED_PRECONDITION', 429: 'RESOURCE_EXHAUSTED',
                 500: 'INTERNAL', 503: 'UNAVAILABLE' };

function send(res, code, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(code, Object.assign({ 'Content-Type': 'application/json; charset=UTF-8',
                                        'Content-Length': Buffer.byteLength(text) }, headers));
    res.end(text);
}

function googleError(res, code, message, extra = {}) {
    const error = { code, message, status: STATUS[code] || 'UNKNOWN' };
    if (extra.permission) {
        error.details = [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                           reason: 'IAM_PERMISSION_DENIED', domain: 'aiplatform.googleapis.com',
                           metadata: { permission: extra.permission } }];
    }
    send(res, code, { error }, extra.headers || {});
}

// ---- time --------------------------------------------------------------------------------

// RFC 3339 with up to nanoseconds and any offset -> BigInt nanoseconds since the epoch, so
// that (timestamp, insertId) cursors compare exactly as Cloud Logging's do.
function nanos(text) {
    const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(text);
    if (!m) return null;
    const seconds = BigInt(Date.parse(m[1] + (m[3] === 'Z' ? 'Z' : m[3])) / 1000);
    return seconds * 1000000000n + BigInt((m[2] || '').padEnd(9, '0'));
}

function rfc3339(ns) {
    const ms = Number(ns / 1000000n);
    const frac = (ns % 1000000000n).toString().padStart(9, '0');
    return new Date(ms).toISOString().slice(0, 19) + '.' + frac + 'Z';
}

function nowNs() {
    return BigInt(Date.now()) * 1000000n + BigInt(process.hrtime()[1] % 1000000);
}

// ---- the Cloud Logging filter language (the part gcloud and Poolcraft use) ---------------

function tokenizeFilter(text) {
    const re = /\s*(\(|\)|AND\b|OR\b|NOT\b|"(?:[^"\\]|\\.)*"|>=|<=|!=|=|>|<|:|[A-Za-z_][\w.]*)/y;
    const out = [];
    let m;
    while (re.lastIndex < text.length) {
        const before = re.lastIndex;
        m = re.exec(text);
        if (!m) {
            if (/^\s*$/.test(text.slice(before))) break;
            throw new Error(`cannot read the filter at "${text.slice(before, before + 20)}"`);
        }
        out.push(m[1]);
    }
    return out;
}

function parseFilter(text) {
    const tokens = tokenizeFilter(text);
    let i = 0;
    const peek = () => tokens[i];
    function primary() {
        if (peek() === '(') {
            ++i;
            const e = orExpr();
            if (tokens[i++] !== ')') throw new Error('unbalanced parentheses in the filter');
            return e;
        }
        if (peek() === 'NOT') { ++i; const e = primary(); return (x) => !e(x); }
        const field = tokens[i++];
        const op = tokens[i++];
        let value = tokens[i++];
        if (!field || !op || value === undefined) throw new Error('incomplete comparison');
        value = value.startsWith('"') ? JSON.parse(value) : value;
        return (entry) => compare(entry, field, op, value);
    }
    function andExpr() {
        let e = primary();
        while (peek() === 'AND' || (peek() && peek() !== 'OR' && peek() !== ')')) {
            if (peek() === 'AND') ++i;
            const l = e, r = primary();
            e = (x) => l(x) && r(x);
        }
        return e;
    }
    function orExpr() {
        let e = andExpr();
        while (peek() === 'OR') {
            ++i;
            const l = e, r = andExpr();
            e = (x) => l(x) || r(x);
        }
        return e;
    }
    const e = orExpr();
    if (i !== tokens.length) throw new Error(`unexpected "${tokens[i]}" in the filter`);
    return e;
}

function fieldValue(entry, field) {
    return field.split('.').reduce((v, k) => (v == null ? undefined : v[k]), entry);
}

function compare(entry, field, op, value) {
    const actual = fieldValue(entry, field);
    if (actual === undefined) return op === '!=';
    let a = actual, b = value;
    if (field === 'timestamp') {
        a = nanos(actual);
        b = nanos(value);
        if (b === null) throw new Error(`not a timestamp: "${value}"`);
    }
    switch (op) {
    case '=': return a === b || String(a) === String(b);
    case '!=': return String(a) !== String(b);
    case '>': return a > b;
    case '>=': return a >= b;
    case '<': return a < b;
    case '<=': return a <= b;
    case ':': return String(a).includes(String(b));
    }
    return false;
}

// ---- jobs --------------------------------------------------------------------------------

function taskNames(job) {
    const pools = (job.jobSpec || job.trialJobSpec || {}).workerPoolSpecs || [];
    const names = [];
    pools.forEach((pool, p) => {
        const count = Number((pool && pool.replicaCount) || 0);
        for (let r = 0; r < count; ++r) names.push(`workerpool${p}-${r}`);
    });
    return names.length ? names : ['workerpool0-0'];
}

function writeEntry(job, task, severity, message, asJson) {
    const written = nowNs();
    const entry = {
        logName: `projects/${job.project}/logs/${encodeURIComponent(task)}`,
        resource: { type: 'ml_job', labels: { job_id: job.id, project_id: job.project,
                                              task_name: task } },
        timestamp: rfc3339(written),
        receiveTimestamp: rfc3339(written),
        severity,
        insertId: `i${(state.nextInsert++).toString(36).padStart(6, '0')}`,
        labels: { 'ml.googleapis.com/endpoint': '' },
    };
    if (asJson) entry.jsonPayload = { message, levelname: severity };
    else entry.textPayload = message;
    // Every lateEvery-th entry reaches Cloud Logging late (up to 3 s: within a 5 s safety
    // lag), so that it shows up after entries written after it.
    const late = job.plan.lateEvery && state.nextInsert % job.plan.lateEvery === 0;
    state.pending.push({ entry, visibleAt: Date.now() + (late ? 1500 + (state.nextInsert % 3) * 500 : 0) });
}

function tick() {
    const now = Date.now();
    for (const job of state.jobs.values()) {
        if (['JOB_STATE_SUCCEEDED', 'JOB_STATE_FAILED', 'JOB_STATE_CANCELLED'].includes(job.body.state))
            continue;
        job.ticks += 1;
        const body = job.body;
        if (body.state === 'JOB_STATE_CANCELLING') {
            setState(job, 'JOB_STATE_CANCELLED');
            body.error = { code: 1, message: 'CANCELED' };
            continue;
        }
        if (job.ticks === 1) {
            setState(job, 'JOB_STATE_PENDING');
            writeEntry(job, 'service', 'INFO', 'Waiting for job to be provisioned.', false);
        } else if (job.ticks === 2) {
            setState(job, 'JOB_STATE_RUNNING');
            body.startTime = new Date(now).toISOString();
            writeEntry(job, 'service', 'INFO', 'Job is running.', false);
        } else if (job.ticks < job.plan.ticks) {
            const epoch = job.ticks - 2;
            for (const task of job.tasks) {
                for (let l = 0; l < job.plan.linesPerTick; ++l) {
                    const loss = (1 / (epoch + 1)).toFixed(4);
                    writeEntry(job, task, 'INFO',
                               `Epoch ${epoch}/${job.plan.ticks - 3} line ${l} - loss: ${loss} - accuracy: ${(1 - loss / 2).toFixed(4)}`,
                               l % 2 === 1);
                }
            }
            if (epoch === 1)
                writeEntry(job, job.tasks[0], 'WARNING', 'a warning\nover two lines', false);
            const every = Number(job.plan.trialEvery || 1);
            if (job.kind === 'hyperparameterTuningJobs' && (epoch - 1) % every === 0)
                addTrial(job, (epoch - 1) / every + 1);
        } else {
            if (job.plan.outcome === 'fail') {
                writeEntry(job, job.tasks[0], 'ERROR', 'Traceback: the trainer failed', false);
                setState(job, 'JOB_STATE_FAILED');
                body.error = { code: 3, message: 'The replica workerpool0-0 exited with a non-zero status of 1.' };
            } else {
                endTrials(job);
                setState(job, 'JOB_STATE_SUCCEEDED');
            }
            body.endTime = new Date(now).toISOString();
        }
    }
    const still = [];
    for (const p of state.pending) {
        if (p.visibleAt <= now) state.entries.push(p.entry);
        else still.push(p);
    }
    state.pending = still;
}

function setState(job, s) {
    job.body.state = s;
    job.body.updateTime = new Date().toISOString();
}

// One trial a tick while the job runs: the previous one ends SUCCEEDED with its final
// measurement, the new one is ACTIVE with an intermediate one, so that a client following
// the job sees trials start, report and end.
function addTrial(job, n) {
    const spec = job.body.studySpec || {};
    const metric = ((spec.metrics || [])[0] || {}).metricId || 'accuracy';
    const parameters = (spec.parameters || []).map((p) => ({
        parameterId: p.parameterId,
        value: p.categoricalValueSpec ? p.categoricalValueSpec.values[0]
            : p.discreteValueSpec ? p.discreteValueSpec.values[0]
            : p.doubleValueSpec ? p.doubleValueSpec.minValue
            : Number(p.integerValueSpec ? p.integerValueSpec.minValue : 0),
    }));
    const trials = job.body.trials || (job.body.trials = []);
    endTrials(job);
    if (trials.length >= Number(job.body.maxTrialCount || 1)) return;
    trials.push({ id: String(n), state: 'ACTIVE', parameters,
                  measurements: [{ stepCount: '1', elapsedDuration: '0.100s',
                                   metrics: [{ metricId: metric, value: 0.25 + n / 100 }] }],
                  startTime: new Date().toISOString() });
}

function endTrials(job) {
    for (const trial of job.body.trials || []) {
        if (trial.state !== 'ACTIVE') continue;
        const metric = trial.measurements[0].metrics[0].metricId;
        trial.state = 'SUCCEEDED';
        trial.finalMeasurement = { stepCount: '2', metrics: [{ metricId: metric, value: 0.5 + Number(trial.id) / 100 }] };
        trial.endTime = new Date().toISOString();
    }
}

// ---- routing -----------------------------------------------------------------------------

function readBody(req) {
    return new Promise((resolve) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
}

function parseJson(text, res) {
    try {
        return text ? JSON.parse(text) : {};
    } catch (e) {
        googleError(res, 400, `Invalid JSON payload received. ${e.message}`);
        return undefined;
    }
}

function takeFault(method, url) {
    const index = state.faults.findIndex((f) => f.count > 0 && new RegExp(f.match).test(`${method} ${url}`));
    if (index < 0) return null;
    const fault = state.faults[index];
    // "skip": let that many matching calls through first (to fail page 2 of a listing).
    if (fault.skip > 0) {
        fault.skip -= 1;
        return null;
    }
    fault.count -= 1;
    return fault;
}

// Returns true when the fault answered the call.
function applyFault(fault, req, res) {
    switch (fault.kind) {
    case '429':
        googleError(res, 429, 'Quota exceeded for quota metric \'Read requests\'.',
                    { headers: { 'Retry-After': String(fault.retryAfter || 1) } });
        return true;
    case '500': googleError(res, 500, 'Internal error encountered.'); return true;
    case '503': googleError(res, 503, 'The service is currently unavailable.'); return true;
    case '403':
        googleError(res, 403, `Permission '${fault.permission}' denied on resource (or it may not exist).`,
                    { permission: fault.permission });
        return true;
    case '401':
        // The token expires mid-stream: this call and every later one with it are refused.
        state.tokens.set(bearer(req), 0);
        return false;
    case 'reset':
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 1000 });
        res.write('{"partial": ');
        setTimeout(() => req.socket.destroy(), 20);
        return true;
    case 'slow':
        return 'slow';
    }
    return false;
}

function bearer(req) {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization || '');
    return m ? m[1] : '';
}

function authorized(req, res) {
    const token = bearer(req);
    const expiry = state.tokens.get(token);
    if (expiry === undefined || expiry <= Date.now()) {
        googleError(res, 401, 'Request had invalid authentication credentials. Expected OAuth 2 ' +
                    'access token, login cookie or other valid authentication credential.');
        return false;
    }
    return true;
}

function issueToken(res) {
    const token = `ya29.test-${crypto.randomBytes(18).toString('base64url')}`;
    state.tokens.set(token, Date.now() + 3600 * 1000);
    send(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
}

function tokenEndpoint(body, res) {
    const form = new URLSearchParams(body);
    const grant = form.get('grant_type');
    if (grant === 'refresh_token') {
        const ok = state.authorizedUsers.some((u) => u.clientId === form.get('client_id')
            && u.clientSecret === form.get('client_secret') && u.refreshToken === form.get('refresh_token'));
        if (!ok) return send(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        return issueToken(res);
    }
    if (grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
        const why = checkJwt(form.get('assertion') || '');
        if (why) return send(res, 400, { error: 'invalid_grant', error_description: why });
        return issueToken(res);
    }
    send(res, 400, { error: 'unsupported_grant_type', error_description: `grant_type ${grant}` });
}

function checkJwt(jwt) {
    const parts = jwt.split('.');
    if (parts.length !== 3) return 'not a JWT';
    if (parts.some((p) => /[=+/]/.test(p))) return 'JWT segments must be base64url without padding';
    let header, claims;
    try {
        header = JSON.parse(Buffer.from(parts[0], 'base64url'));
        claims = JSON.parse(Buffer.from(parts[1], 'base64url'));
    } catch (e) {
        return 'unreadable JWT';
    }
    if (header.alg !== 'RS256' || header.typ !== 'JWT') return 'JWT header must be RS256 / JWT';
    const key = state.serviceAccounts.get(claims.iss);
    if (!key) return `Invalid JWT: unknown issuer ${claims.iss}`;
    const verify = crypto.createVerify('RSA-SHA256');
    verify.update(`${parts[0]}.${parts[1]}`);
    if (!verify.verify(key, Buffer.from(parts[2], 'base64url'))) return 'Invalid JWT Signature.';
    const now = Date.now() / 1000;
    if (!(claims.iat <= now + 60 && claims.exp > now && claims.exp - claims.iat <= 3600))
        return 'Invalid JWT: Token must be a short-lived token and in a reasonable timeframe';
    if (claims.scope !== 'https://www.googleapis.com/auth/cloud-platform') return 'Invalid JWT: scope';
    if (!/\/token$/.test(claims.aud || '')) return 'Invalid JWT: aud';
    return null;
}

function vertex(method, parts, query, body, res) {
    // parts: projects P locations L KIND [ID[:cancel]]
    if (parts[0] !== 'projects' || parts[2] !== 'locations' || !TYPES[parts[4]])
        return googleError(res, 404, `The requested URL was not found on this server.`);
    const [, project, , location, kind, last] = parts;
    const parent = `projects/${project}/locations/${location}`;
    if (parts.length === 5 && method === 'POST') {
        const document = parseJson(body, res);
        if (document === undefined) return;
        const checker = new Checker();
        checker.message(document, TYPES[kind], '');
        if (checker.problems.length)
            return googleError(res, 400, `Invalid JSON payload received. ${checker.problems.join('; ')}`);
        if (!document.displayName) return googleError(res, 400, 'List of found errors:\t1.Field: display_name; Message: Required field is not set.');
        const id = String(state.nextId++);
        const job = { id, kind, project, plan: Object.assign({}, state.jobPlan), ticks: 0,
                      body: Object.assign({}, document, {
                          name: `projects/${project}/locations/${location}/${kind}/${id}`,
                          state: 'JOB_STATE_QUEUED', createTime: new Date().toISOString(),
                          updateTime: new Date().toISOString() }) };
        job.tasks = taskNames(document);
        state.jobs.set(job.body.name, job);
        return send(res, 200, job.body);
    }
    if (parts.length === 5 && method === 'GET') {
        const all = [...state.jobs.values()].filter((j) => j.kind === kind && j.body.name.startsWith(parent + '/'));
        const size = Math.min(Number(query.get('pageSize') || state.pageCap), state.pageCap);
        const offset = Number(query.get('pageToken') || 0);
        const page = all.slice(offset, offset + size).map((j) => j.body);
        const answer = {};
        if (page.length) answer[kind] = page;
        if (offset + size < all.length) answer.nextPageToken = String(offset + size);
        return send(res, 200, answer);
    }
    if (parts.length === 6) {
        const [id, verb] = last.split(':');
        const job = state.jobs.get(`${parent}/${kind}/${id}`);
        if (!job) return googleError(res, 404, `${kind.slice(0, -1)} ${parent}/${kind}/${id} not found.`);
        if (method === 'GET' && !verb) return send(res, 200, job.body);
        if (method === 'POST' && verb === 'cancel') {
            if (parseJson(body, res) === undefined) return;
            if (['JOB_STATE_SUCCEEDED', 'JOB_STATE_FAILED', 'JOB_STATE_CANCELLED'].includes(job.body.state))
                return googleError(res, 400, `Job ${job.body.name} is already in terminal state: ${job.body.state}.`);
            setState(job, 'JOB_STATE_CANCELLING');
            return send(res, 200, {});
        }
    }
    googleError(res, 404, 'The requested URL was not found on this server.');
}

function entriesList(body, res) {
    const request = parseJson(body, res);
    if (request === undefined) return;
    const known = new Set(['resourceNames', 'projectIds', 'filter', 'orderBy', 'pageSize', 'pageToken']);
    for (const key of Object.keys(request)) {
        if (!known.has(key)) return googleError(res, 400, `Invalid JSON payload received. Unknown name "${key}": Cannot find field.`);
    }
    if (!Array.isArray(request.resourceNames) || !request.resourceNames.length)
        return googleError(res, 400, 'resourceNames: Required field is not set.');
    const pageSize = request.pageSize === undefined ? 50 : Number(request.pageSize);
    if (pageSize < 0 || pageSize > 1000) return googleError(res, 400, 'pageSize must be within [0, 1000]');
    const order = request.orderBy || 'timestamp asc';
    if (!['timestamp asc', 'timestamp desc'].includes(order)) return googleError(res, 400, `Invalid orderBy ${order}`);
    let match;
    try {
        match = parseFilter(request.filter || '');
    } catch (e) {
        return googleError(res, 400, `Invalid filter: ${e.message}`);
    }
    const projects = request.resourceNames.map((r) => r.replace(/^projects\//, ''));
    let found = state.entries.filter((e) => projects.includes(e.resource.labels.project_id) && match(e));
    found.sort((a, b) => {
        const d = nanos(a.timestamp) - nanos(b.timestamp);
        return d !== 0n ? (d < 0n ? -1 : 1) : a.insertId.localeCompare(b.insertId);
    });
    if (order === 'timestamp desc') found.reverse();
    // Pages are small, so that paging is exercised; the token holds the snapshot's offset.
    const size = Math.min(pageSize || 50, state.pageCap);
    const offset = Number(request.pageToken || 0);
    const answer = { entries: found.slice(offset, offset + size) };
    if (offset + size < found.length) answer.nextPageToken = String(offset + size);
    if (!answer.entries.length) delete answer.entries;
    send(res, 200, answer);
}

async function control(method, name, body, res) {
    const request = method === 'POST' ? parseJson(body, res) : {};
    if (request === undefined) return;
    switch (name) {
    case 'token': state.tokens.set(request.token, Date.now() + 3600 * 1000); break;
    case 'expire': state.tokens.set(request.token, 0); break;
    case 'serviceAccount': state.serviceAccounts.set(request.clientEmail, request.publicKeyPem); break;
    case 'authorizedUser': state.authorizedUsers.push(request); break;
    case 'fault': state.faults.push(Object.assign({ count: 1 }, request)); break;
    case 'clearFaults': state.faults = []; break;
    case 'job': Object.assign(state.jobPlan, request); break;
    case 'log': return send(res, 200, { calls: state.calls });
    // Every token it ever accepted: the tests scan the app's output and files for them.
    case 'tokens': return send(res, 200, { tokens: [...state.tokens.keys()] });
    default: return googleError(res, 404, `no control ${name}`);
    }
    send(res, 200, {});
}

async function handle(req, res) {
    const url = new URL(req.url, 'http://loopback');
    const body = await readBody(req);
    const record = { method: req.method, path: url.pathname, status: 0 };
    state.calls.push(record);
    const writeHead = res.writeHead.bind(res);
    res.writeHead = (code, ...rest) => { record.status = code; return writeHead(code, ...rest); };
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === 'control') return control(req.method, parts[1], body, res);
    if (url.pathname === '/token') return tokenEndpoint(body, res);
    const fault = takeFault(req.method, url.pathname);
    if (fault) {
        const answered = applyFault(fault, req, res);
        if (answered === true) return;
        if (answered === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs || 5000));
    }
    if (!authorized(req, res)) return;
    if (parts[0] === 'v1') return vertex(req.method, parts.slice(1), url.searchParams, body, res);
    if (parts[0] === 'v2' && parts[1] === 'entries:list' && req.method === 'POST')
        return entriesList(body, res);
    googleError(res, 404, 'The requested URL was not found on this server.');
}

const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => googleError(res, 500, `test cloud: ${e.stack}`));
});
server.listen(Number(process.env.TESTCLOUD_PORT || 0), '127.0.0.1', () => {
    process.stdout.write(`listening ${server.address().port}\n`);
});
setInterval(tick, TICK_MS).unref();
// The fixture ends the server by closing its stdin (and kills it if that fails).
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
