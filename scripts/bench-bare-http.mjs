// The ceiling `npm run bench:load` compares the app with (issue #31): a bare node:http server answering a fixed
// 2.5 kB JSON, run as its own process on the same machine in the same window. What the app serves per second is
// read as a share of what Node alone can answer here, so figures taken on machines of other speeds compare.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3470);
const item = { id: '00000000-0000-4000-8000-000000000000', title: 'Non-executive director', city: 'London' };
const body = JSON.stringify({
  items: Array.from({ length: 24 }, (_, n) => ({ ...item, n })),
}).padEnd(2500, ' ');

createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(port, '127.0.0.1', () => console.log(`listening on ${port}`));
