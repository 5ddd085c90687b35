/**
 * The pages for people (src/pages/), asked in process: `/` links every question; every page
 * renders its endpoint's example with the same percentages as the API's answer to the same
 * body; a form's dotted fields land on the canonical address; bad fields are named at the field;
 * names from the address are text; hostile addresses never answer 5xx; the CSP forbids inline
 * scripts; the language follows Accept-Language and `lang`; the API document does not change.
 */
import t from 'tap';
import { testApp } from '../helpers/app.js';

type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref?: string } }> } }>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
};

const b64 = (body: unknown) => Buffer.from(JSON.stringify(body)).toString('base64url');

/** The page's percentage of outcome `name` (the first table row naming it), or undefined. */
function shownPercent(page: string, name: string): string | undefined {
  const row = new RegExp(
    `<tr data-name="${name}"><th scope="row">[^<]*</th><td class="pct" data-p="[^"]*"><span class="pv">([^<]*)</span>`,
  ).exec(page);
  return row?.[1];
}

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

t.test('the pages', async (t) => {
  const app = await testApp(t, { threads: 0, underPressure: false, rateLimit: false });
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Doc;
  const questions = Object.entries(doc.paths)
    .filter(([path, item]) => /^\/v1\/(xcom|asl|batman)\//.test(path) && item.post)
    .map(([path, item]) => {
      const ref = item.post?.requestBody?.content['application/json']?.schema.$ref?.split('/').pop() as string;
      return { path, page: path.replace(/^\/v1\//, '/play/'), example: doc.components.schemas[ref]?.examples?.[0] };
    });

  t.test('the API document holds no page', async (t) => {
    t.ok(questions.length >= 30, `${questions.length} questions`);
    t.notOk(
      Object.keys(doc.paths).some((p) => p === '/' || p.startsWith('/play')),
      'neither / nor /play/... is documented',
    );
  });

  t.test('/ links every question, says the version and points programmers to /docs', async (t) => {
    const res = await app.inject({ url: '/' });
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], /^text\/html/);
    for (const q of questions) t.ok(res.body.includes(`href="${q.page}"`), `links ${q.page}`);
    t.match(res.body, /href="\/docs"/);
    t.match(res.body, /clients\/typescript/);
    const pkg = (await import('../../src/version.js')).VERSION;
    t.ok(res.body.includes(pkg), `version ${pkg}`);
  });

  t.test('every page renders its example with the API answer percentages', async (t) => {
    for (const q of questions) {
      const res = await app.inject({ url: `${q.page}?q=${b64(q.example)}` });
      t.equal(res.statusCode, 200, `${q.page} 200`);
      t.ok(res.body.includes('id="answer"'), `${q.page} shows an answer`);
      const api = await app.inject({ method: 'POST', url: q.path, payload: q.example as object });
      const answer = api.json() as { probabilities?: Record<string, { p: number }> };
      for (const [name, v] of Object.entries(answer.probabilities ?? {})) {
        t.equal(shownPercent(res.body, name), percent(v.p), `${q.page}: ${name}`);
      }
      const bare = await app.inject({ url: q.page });
      t.equal(bare.statusCode, 200, `${q.page} without a question: the form`);
      t.ok(bare.body.includes('<form class="question"'), `${q.page} has its form`);
    }
  });

  t.test('a link of the API is a page: flat fields and the page parameters stripped', async (t) => {
    const api = (
      await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 2, cost: 2, method: 'exact' } })
    ).json() as {
      links: { self: string };
      probabilities: Record<string, { p: number; fraction: string }>;
    };
    const page = await app.inject({ url: `${api.links.self.replace('/v1/', '/play/')}&lang=en` });
    t.equal(page.statusCode, 200);
    t.equal(shownPercent(page.body, 'completed'), percent(api.probabilities.completed?.p as number));
    t.ok(page.body.includes(api.probabilities.completed?.fraction as string), 'the exact fraction');
    t.match(page.body, /These outcomes can happen together/, 'completed and exhausted said to overlap');
    const svgLink = await app.inject({ url: `${api.links.self.replace('/v1/', '/play/')}&format=svg` });
    t.equal(shownPercent(svgLink.body, 'completed'), percent(api.probabilities.completed?.p as number), 'links.svg is a page too');
    t.match(page.body, /<img src="\/v1\/xcom\/research\?[^"]*format=svg"/, 'the chart of the same answer');
    t.match(
      page.body,
      /curl -s http:\/\/localhost:80\/v1\/xcom\/research -H &#39;content-type: application\/json&#39; -d/,
      'the curl line',
    );
  });

  t.test('an address naming no method: exact where the endpoint can be, else sampled with a seed of its own', async (t) => {
    const exact = (
      await app.inject({ method: 'POST', url: '/v1/xcom/research', payload: { scientists: 3, cost: 3, method: 'exact' } })
    ).json() as { probabilities: Record<string, { p: number; fraction: string }> };
    const page = (await app.inject({ url: '/play/xcom/research?scientists=3&cost=3' })).body;
    t.match(page, /data-method="exact"/, 'answered exactly');
    t.ok(page.includes(exact.probabilities.completed?.fraction as string), 'with the exact fraction');
    t.equal(shownPercent(page, 'completed'), percent(exact.probabilities.completed?.p as number));
    t.match(page, /If left empty: exact where it can be, else sampled\./, 'the form says the default');

    const seeded = (await app.inject({ url: '/play/xcom/research?scientists=3&cost=3&seed=7&trials=1000' })).body;
    t.match(seeded, /data-method="monte-carlo"/, 'a seed in the address asks for a sampled answer, as the API does');

    // an app whose exact bound is tiny: the same base defence is sampled, the same way each time
    const small = await testApp(t, { threads: 0, underPressure: false, rateLimit: false, exactStates: 50 });
    const body = questions.find((q) => q.path === '/v1/xcom/base-defense')?.example as Record<string, unknown>;
    const { method: _m, seed: _s, trials: _t, precision: _p, ...question } = body;
    const address = `/play/xcom/base-defense?q=${b64(question)}`;
    const first = await small.inject({ url: address });
    const again = await small.inject({ url: address });
    t.equal(first.statusCode, 200);
    t.match(first.body, /data-method="monte-carlo"[^>]*>[^<]*seed (\d+)/, 'sampled, its seed shown');
    const seed = /seed (\d+)/.exec(first.body)?.[1];
    const api = (
      await small.inject({ method: 'POST', url: '/v1/xcom/base-defense', payload: { ...question, seed: Number(seed) } })
    ).json() as { probabilities: Record<string, { p: number }> };
    t.equal(shownPercent(first.body, 'allDestroyed'), percent(api.probabilities.allDestroyed?.p as number), 'the API answer for that seed');
    // the whole answer's JSON is shown too: its elapsed time aside
    const answerOf = (html: string) =>
      html.slice(html.indexOf('id="answer"'), html.indexOf('class="share"')).replace(/elapsedMs&quot;: [0-9.e-]+/, '');
    t.equal(answerOf(again.body), answerOf(first.body), 'the address alone gives the same answer');
  });

  t.test('best play: the first move as a sentence', async (t) => {
    const body = questions.find((q) => q.path === '/v1/xcom/base-defense/best')?.example;
    const api = (await app.inject({ method: 'POST', url: '/v1/xcom/base-defense/best', payload: body as object })).json() as {
      firstMove: { soldiers: string[]; enemy: string };
      best: { value: number };
      defaultPlay: { value: number };
    };
    const page = (await app.inject({ url: `/play/xcom/base-defense/best?q=${b64(body)}` })).body;
    t.match(
      page,
      `<p class="first-move" id="first-move">Send ${api.firstMove.soldiers.join(', ')} against ${api.firstMove.enemy}, and roll.</p>`,
    );
    t.match(page, new RegExp(`id="best-value"><span class="pv">${percent(api.best.value).replace('.', '\\.')}</span>`));
    t.match(page, new RegExp(`id="default-value"><span class="pv">${percent(api.defaultPlay.value).replace('.', '\\.')}</span>`));
    const plans = questions.find((q) => q.path === '/v1/xcom/round/plans')?.example;
    const planned = (await app.inject({ url: `/play/xcom/round/plans?q=${b64(plans)}` })).body;
    t.match(planned, /<h3 id="plans-h">Best placements/, 'the planner: the best placements');
    t.match(
      planned,
      /<tr class="own-plan"><td>61<\/td><th scope="row"><strong class="own-label">Your own placement<\/strong>/,
      'and the own placement, with its rank',
    );
    t.match(planned, /<p class="note" id="padded-note">43 placements that only add units/, 'the padded plans left out, counted');
  });

  t.test('the form lands on the canonical address', async (t) => {
    const flat = await app.inject({ url: '/play/xcom/research?_form=1&scientists=3&cost=3&progress=&method=exact' });
    t.equal(flat.statusCode, 303);
    t.equal(flat.headers.location, '/play/xcom/research?cost=3&method=exact&scientists=3#answer');
    const nested = await app.inject({
      url: '/play/xcom/global-defense?_form=1&continents.0.~=o&continents.0.name=Asia&continents.0.interceptors=2&continents.0.ufos=1&method=exact&lang=zh-TW',
    });
    t.equal(nested.statusCode, 303);
    const location = String(nested.headers.location);
    t.match(location, /^\/play\/xcom\/global-defense\?q=[A-Za-z0-9_-]+&lang=zh-TW#answer$/);
    const body = JSON.parse(Buffer.from(/q=([^&]+)/.exec(location)?.[1] as string, 'base64url').toString());
    t.same(body, { continents: [{ name: 'Asia', interceptors: 2, ufos: 1 }], method: 'exact' });
    const added = await app.inject({ url: `/play/xcom/global-defense?q=${b64(body)}&_add=continents` });
    t.equal(added.statusCode, 303);
    const withTwo = JSON.parse(Buffer.from(/q=([^&#]+)/.exec(String(added.headers.location))?.[1] as string, 'base64url').toString());
    t.same(withTwo.continents, [{ name: 'Asia', interceptors: 2, ufos: 1 }, {}], 'an empty continent added');
    const removed = await app.inject({ url: `/play/xcom/global-defense?q=${b64(withTwo)}&_remove=continents.0` });
    const left = JSON.parse(Buffer.from(/q=([^&#]+)/.exec(String(removed.headers.location))?.[1] as string, 'base64url').toString());
    t.same(left.continents, [{}], 'the first removed');
    const faces = await app.inject({
      url: '/play/batman/fight?_form=1&attacker.side=villain&attacker.henchmen=2&defender.side=villain&defender.henchmen=1&die.faces=bat,%201,2,,3&method=exact',
    });
    const fight = JSON.parse(Buffer.from(/q=([^&#]+)/.exec(String(faces.headers.location))?.[1] as string, 'base64url').toString());
    t.same(fight.die.faces, ['bat', 1, 2, 3], 'a list of names or numbers, separated by commas, each read by its schema');
    const toggles = await app.inject({
      url: '/play/xcom/base-defense?_form=1&soldiers.0.~=o&soldiers.0.name=A&soldiers.0.skills.~=a&soldiers.0.skills=heavy&soldiers.0.skills=assault',
    });
    const soldiers = JSON.parse(Buffer.from(/q=([^&#]+)/.exec(String(toggles.headers.location))?.[1] as string, 'base64url').toString());
    t.same(soldiers.soldiers[0].skills, ['heavy', 'assault'], 'skill toggles read as a list');
  });

  t.test("a mission card's soldiers: a count, or a list with skill icons", async (t) => {
    const q = (url: string) => JSON.parse(Buffer.from(/q=([^&#]+)/.exec(url)?.[1] as string, 'base64url').toString());
    const counted = await app.inject({
      url: `/play/xcom/mission?q=${b64({ soldiers: 2, tasks: [{ kind: 'objective' }], method: 'exact' })}`,
    });
    t.match(counted.body, /<input type="number"[^>]*value="2" id="f-soldiers" name="soldiers"/, 'a count');
    t.match(counted.body, /<button type="submit" class="secondary add" name="_add" value="soldiers"/, 'and the way to a list');
    const listed = await app.inject({ url: `/play/xcom/mission?q=${b64({ soldiers: 2, tasks: [{ kind: 'objective' }] })}&_add=soldiers` });
    t.same(q(String(listed.headers.location)).soldiers, [{}], 'Add: a list of one soldier');
    const page = await app.inject({
      url: `/play/xcom/mission?q=${b64({ soldiers: [{ name: 'Ana', skills: ['heavy'] }], tasks: [{ kind: 'objective' }] })}`,
    });
    t.match(
      page.body,
      /id="f-soldiers-0-skills-[0-9]" name="soldiers.0.skills" value="heavy" checked/,
      'a listed soldier has skill toggles',
    );
    const back = await app.inject({
      url: `/play/xcom/mission?q=${b64({ soldiers: [{}], tasks: [{ kind: 'objective' }] })}&_count=soldiers`,
    });
    t.notOk('soldiers' in q(String(back.headers.location)), 'a count again: the list left out');
    const form = await app.inject({ url: '/play/xcom/mission?_form=1&soldiers=3&tasks.0.~=o&tasks.0.kind=objective&method=exact' });
    t.same(q(String(form.headers.location)), { soldiers: 3, tasks: [{ kind: 'objective' }], method: 'exact' }, 'a count read as a number');
  });

  t.test('a bad field is named at the field, with a summary linking to it', async (t) => {
    const res = await app.inject({ url: '/play/xcom/research?scientists=30&cost=3' });
    t.equal(res.statusCode, 400);
    t.match(res.body, /<div class="error-summary" role="alert"[^>]*>/);
    t.match(res.body, /<a href="#f-scientists">scientists: /);
    t.match(res.body, /<p class="field-error" id="f-scientists-error">/);
    t.match(
      res.body,
      /<input type="number"[^>]*value="30" id="f-scientists" name="scientists" aria-describedby="f-scientists-hint f-scientists-error" aria-invalid="true">/,
    );
    const nested = await app.inject({
      url: `/play/xcom/budget?q=${b64({ money: 1, continents: [{ name: 'A', panic: 9 }], panicTrackEnd: 5 })}`,
    });
    t.equal(nested.statusCode, 400);
    t.match(nested.body, /id="f-continents-0-panic-error"/, 'a refinement inside a list, at its field');
    const notB64 = await app.inject({ url: '/play/xcom/research?q=not!base64' });
    t.equal(notB64.statusCode, 400);
    t.match(notB64.body, /expected base64url/);
  });

  t.test('a name from the address is text', async (t) => {
    const hostile = '<img src=x onerror=alert(1)>"\'';
    const body = { money: 1, continents: [{ name: hostile, panic: 1 }], panicTrackEnd: 5 };
    const res = await app.inject({ url: `/play/xcom/budget?q=${b64(body)}` });
    t.equal(res.statusCode, 200);
    t.notOk(res.body.includes('<img src=x'), 'no tag made of it');
    t.ok(res.body.includes('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;'), 'shown escaped');
    const flat = await app.inject({ url: `/play/asl/morale-check?morale=7&unit=${encodeURIComponent(hostile)}` });
    t.notOk(flat.body.includes('<img src=x'), 'nor from a flat parameter');
  });

  t.test('the security headers', async (t) => {
    for (const url of ['/', '/play/xcom/research', '/play/nothing-here']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      t.match(csp, /script-src 'self'/, `${url}: scripts from the service only`);
      t.notMatch(csp, /unsafe-inline/, `${url}: no inline script or style`);
      t.equal(res.headers['x-content-type-options'], 'nosniff');
    }
    t.equal((await app.inject({ url: '/play/nothing-here' })).statusCode, 404);
    const play = await app.inject({ url: '/play?lang=zh-TW' });
    t.equal(play.statusCode, 302, '/play leads to the start page');
    t.equal(play.headers.location, '/?lang=zh-TW');
    const js = await app.inject({ url: '/play/assets/pages.js' });
    t.equal(js.statusCode, 200, 'the script is built');
    t.match(js.headers['content-type'], /javascript/);
  });

  t.test('hostile addresses never answer 5xx', async (t) => {
    const hostile = [
      'q=',
      'q=e30',
      'q=W10',
      'q=bnVsbA',
      `q=${b64('x'.repeat(1000))}`,
      `q=${b64({ __proto__: { polluted: 1 }, constructor: { prototype: { x: 1 } } })}`,
      'scientists=1e308&cost=-0',
      'scientists=NaN&cost=Infinity',
      'a.b.c.d.e.f=1',
      '__proto__.polluted=1&constructor.prototype.x=1',
      'continents.99999999.name=x',
      'continents.0.__proto__.x=1',
      'continents.-1.name=x&continents.1e3.name=y',
      'continents.0=1&continents.0.name=2',
      'scientists=1&scientists=2',
      'scientists[]=1',
      '_add=continents.0.name&_form=1',
      '_add=__proto__&_remove=__proto__.0',
      '_remove=continents.999',
      'lang=xx&lang=zh-TW',
      `unit=${'%F0%9F%8E%B2'.repeat(200)}`,
      'q=e30&scientists=1',
      `${'a'.repeat(2000)}=1`,
      'method=exact&trials=0&seed=-1',
      'format=svg',
      `q=${b64({ continents: Array.from({ length: 50 }, (_, i) => ({ name: `C${i}`, interceptors: 12, ufos: 20 })), method: 'exact' })}`,
    ];
    for (const q of questions) {
      for (const query of hostile) {
        const res = await app.inject({ url: `${q.page}?${query}` });
        if (res.statusCode >= 500) t.fail(`${q.page}?${query.slice(0, 80)} answered ${res.statusCode}`);
      }
    }
    t.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype polluted');
    t.pass('no 5xx');
  });

  t.test('the language: Accept-Language, then lang of the address', async (t) => {
    const zh = await app.inject({
      url: '/play/xcom/research?scientists=3&cost=3&method=exact',
      headers: { 'accept-language': 'zh-TW,zh;q=0.9,en;q=0.5' },
    });
    t.match(zh.body, /<html lang="zh-Hant-TW">/);
    t.match(zh.body, /科學家/);
    t.match(zh.body, /研發完成/);
    // every field of the page is labelled in the game's Chinese terms, none by its API name
    // (the optional marker, "(選填)", taken off: it is Chinese whatever the field's name)
    const labels = [...zh.body.matchAll(/<label for="[^"]*">([^<]+)</g)].map((m) => (m[1] as string).replace(/\s*\([^)]*\)$/, ''));
    t.ok(labels.length >= 6, `${labels.length} labels`);
    t.same(
      labels.filter((l) => !/[\u4e00-\u9fff]/.test(l)),
      [],
      'every label in Chinese',
    );
    const en = await app.inject({
      url: '/play/xcom/research?scientists=3&cost=3&method=exact&lang=en',
      headers: { 'accept-language': 'zh-TW' },
    });
    t.match(en.body, /<html lang="en">/);
    t.match(en.body, /Scientists/);
    const param = await app.inject({ url: '/play/asl/morale-check?morale=7&method=exact&lang=zh-TW' });
    t.match(param.body, /士氣值/);
    t.match(param.body, /<input type="hidden" name="lang" value="zh-TW">/, 'the form keeps the language');
    t.equal(
      shownPercent(param.body, 'passed'),
      shownPercent((await app.inject({ url: '/play/asl/morale-check?morale=7&method=exact' })).body, 'passed'),
      'lang is not part of the question',
    );
    const home = await app.inject({ url: '/', headers: { 'accept-language': 'zh-TW' } });
    t.match(home.body, /蝙蝠俠/);
  });
});
