#!/usr/bin/env node
// Measures what DESIGN §5 asks of cloud logs against the loopback test cloud: how long after
// a replica wrote a line `poolcraft logs --follow` prints it, and how many entries:list
// requests four followed jobs make a minute (Cloud Logging's read quota: 60 per project).
//
//   node measure-cloud-logs.js POOLCRAFT_EXECUTABLE [SECONDS]
//
// Prints one line per figure; exit 0 when the goals are met (≤ 10 s, ≤ 60 a minute).
'use strict';

const { spawn } = require('child_process');
const crypto = require('crypto');
const http = require('http');

const poolcraft = process.argv[2];
const seconds = Number(process.argv[3] || 60);

function call(port, method, path, body, token) {
    return new Promise((resolve, reject) => {
        const data = body ? JSON.stringify(body) : '';
        const req = http.request({ host: '127.0.0.1', port, method, path,
                                   headers: Object.assign({ 'Content-Type': 'application/json' },
                                       token ? { Authorization: `Bearer ${token}` } : {}) },
        (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString() || '{}')));
        });
        req.on('error', reject);
        req.end(data);
    });
}

async function main() {
    // One tick a second: a job writing a line per task per second, for the whole measure.
    const server = spawn('node', [`${__dirname}/testcloud.js`],
                         { env: Object.assign({}, process.env, { TESTCLOUD_TICK_MS: "1000", TESTCLOUD_PAGE: "1000" }),
                           stdio: ['pipe', 'pipe', 'inherit'] });
    const port = await new Promise((resolve) => server.stdout.once('data', (d) => resolve(Number(String(d).split(' ')[1]))));
    const token = `ya29.measure-${crypto.randomBytes(8).toString('hex')}`;
    await call(port, 'POST', '/control/token', { token });
    await call(port, 'POST', '/control/job', { ticks: seconds + 30, linesPerTick: 1, lateEvery: 3 });
    const fs = require('fs');
    const tokenFile = `/tmp/measure-cloud-logs-${process.pid}`;
    fs.writeFileSync(tokenFile, `#!/bin/sh\necho ${token}\n`, { mode: 0o700 });
    const binDir = `${tokenFile}-bin`;
    fs.mkdirSync(binDir);
    fs.renameSync(tokenFile, `${binDir}/gcloud`);
    const env = Object.assign({}, process.env, {
        CLOUDSDK_API_ENDPOINT_OVERRIDES_AIPLATFORM: `http://127.0.0.1:${port}/`,
        CLOUDSDK_API_ENDPOINT_OVERRIDES_LOGGING: `http://127.0.0.1:${port}/`,
        CLOUDSDK_CORE_PROJECT: 'measure', PATH: `${binDir}:${process.env.PATH}`,
        GOOGLE_APPLICATION_CREDENTIALS: '', CLOUDSDK_CONFIG: `${binDir}/config` });
    delete env.GOOGLE_APPLICATION_CREDENTIALS;
    const body = { displayName: 'measure', jobSpec: { workerPoolSpecs: [
        { machineSpec: { machineType: 'n1-standard-4' }, replicaCount: '1',
          containerSpec: { imageUri: 'gcr.io/p/t:1' } }] } };
    const names = [];
    for (let i = 0; i < 4; ++i)
        names.push((await call(port, 'POST', '/v1/projects/measure/locations/us-central1/customJobs', body, token)).name);
    const arrivals = new Map();   // "task text" -> ms printed
    const started = Date.now();
    const children = names.map((name) => {
        const child = spawn(poolcraft, ['logs', '--follow', name], { env });
        let buffer = '';
        child.stdout.on('data', (d) => {
            buffer += d;
            let newline;
            while ((newline = buffer.indexOf('\n')) >= 0) {
                arrivals.set(`${name} ${buffer.slice(0, newline)}`, Date.now());
                buffer = buffer.slice(newline + 1);
            }
        });
        return child;
    });
    await new Promise((r) => setTimeout(r, seconds * 1000));
    const calls = (await call(port, 'GET', '/control/log')).calls
        .filter((c) => c.path === '/v2/entries:list').length;
    const latencies = [];
    for (const name of names) {
        const id = name.split('/').pop();
        let pageToken;
        do {
            const page = await call(port, 'POST', '/v2/entries:list', { resourceNames: ['projects/measure'],
                filter: `resource.labels.job_id="${id}"`, pageSize: 1000, pageToken }, token);
            for (const e of page.entries || []) {
                const key = `${name} [${e.resource.labels.task_name}] ${(e.textPayload || e.jsonPayload.message).split('\n')[0]}`;
                if (arrivals.has(key)) latencies.push(arrivals.get(key) - Date.parse(e.timestamp));
            }
            pageToken = page.nextPageToken;
        } while (pageToken);
    }
    children.forEach((c) => c.kill());
    server.stdin.end();
    latencies.sort((a, b) => a - b);
    const perMinute = calls * 60 / ((Date.now() - started) / 1000);
    const p = (q) => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] / 1000).toFixed(2);
    console.log(`lines measured: ${latencies.length} over ${names.length} jobs in ${seconds} s`);
    console.log(`line written -> printed: median ${p(0.5)} s, p95 ${p(0.95)} s, max ${p(1)} s (goal <= 10 s; gcloud polls every 60 s)`);
    console.log(`entries:list requests: ${calls} in ${seconds} s = ${perMinute.toFixed(1)} a minute for 4 jobs (quota 60)`);
    fs.rmSync(binDir, { recursive: true, force: true });
    process.exit(latencies.length && Number(p(1)) <= 10 && perMinute <= 60 ? 0 : 1);
}

main().catch((e) => { console.error(e); process.exit(2); });
