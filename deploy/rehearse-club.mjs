// deploy/rehearse-update.sh's club: `seed` sets one up with a member who paid 123,45 €; `check` signs in and
// fails unless that member and balance are there as they were.
const [base, what] = process.argv.slice(2);
const json = { 'content-type': 'application/json' };
const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
async function call(cookie, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...json, cookie },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  }
  return res.json();
}
for (let i = 0; i < 60; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  ) {
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
let cookie;
if (what === 'seed') {
  const res = await fetch(`${base}/api/setup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      clubName: 'Skydive Utti',
      clubKey: 'utti2026',
      email: 'chief@example.com',
      username: 'chief',
      displayName: 'Anna Virtanen',
      password: 'Secret-pass1',
    }),
  });
  cookie = cookieOf(res);
  await call(cookie, 'POST', '/api/club/payment-method', { paymentMethod: 'Käteinen' });
  const member = await call(cookie, 'POST', '/api/member', {
    firstName: 'Hilla',
    lastName: 'Päivitys',
    exitWeight: 80,
  });
  await call(cookie, 'POST', '/api/payment', {
    memberId: member._id,
    amount: 123.45,
    method: 'Käteinen',
    comment: 'before',
  });
} else {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ usernameOrEmail: 'chief', password: 'Secret-pass1' }),
  });
  cookie = cookieOf(res);
}
const members = await call(cookie, 'GET', '/api/member');
const hilla = (members.members ?? members).find((m) => m.lastName === 'Päivitys');
if (hilla?.firstName !== 'Hilla' || hilla.balance !== 123.45) {
  console.error(`the club's data changed: ${JSON.stringify(hilla)}`);
  process.exit(1);
}
console.log(`  ${what}: Hilla Päivitys, balance ${hilla.balance} €`);
