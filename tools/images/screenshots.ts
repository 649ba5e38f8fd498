// The install-dialog screenshots: a stylised page of the site, wide and narrow.
import { appIcon } from './icons';
import { BRAND } from './palette';
import { heroBeach } from './photos/beaches';
import { buggies } from './photos/buggies-macao';
import { catamaranScene } from './photos/catamaran-party';
import { hoyoAzul } from './photos/hoyo-azul';
import { saona } from './photos/isla-saona';
import { photo } from './photos/scene';

const MOCK_TOURS: { title: string; meta: string; price: string; art: () => string }[] = [
  {
    title: 'Isla Saona: catamarán y lancha rápida',
    meta: 'Día completo (10 h)',
    price: 'US$95',
    art: () => photo(600, 400, 'day', 11, (s) => saona(s, 0), true),
  },
  {
    title: 'Buggies en Macao: playa, cenote y rancho',
    meta: 'Medio día (4 h)',
    price: 'US$65',
    art: () => photo(600, 400, 'day', 21, (s) => buggies(s, 0), true),
  },
  {
    title: 'Party Boat en catamarán con snorkel',
    meta: 'Medio día (4 h)',
    price: 'US$79',
    art: () => photo(600, 400, 'day', 41, (s) => catamaranScene(s, 0), true),
  },
  {
    title: 'Hoyo Azul y Scape Park en Cap Cana',
    meta: 'Día completo (7 h)',
    price: 'US$119',
    art: () => photo(600, 400, 'day', 51, (s) => hoyoAzul(s, 0), true),
  },
];

/** Stylised page of the site for the PWA install dialog. */
export function siteMock(narrow: boolean): string {
  const logo = appIcon(narrow ? 34 : 38, 'any');
  const cards = MOCK_TOURS.slice(0, narrow ? 2 : 4)
    .map(
      (t) =>
        `<article class="card"><div class="img">${t.art()}</div><div class="body"><h3>${t.title}</h3><p class="meta">${t.meta}</p><p class="price">Desde <b>${t.price}</b></p></div></article>`,
    )
    .join('');
  const nav = narrow
    ? `<svg width="28" height="28" viewBox="0 0 24 24"><path d="M3 6h18M3 12h18M3 18h18" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>`
    : `<nav><a class="on">Tours</a><a>Traslados</a><a>Vida nocturna</a><a>Contacto</a><span class="lang">ES</span><span class="cart"><svg width="22" height="22" viewBox="0 0 24 24"><path d="M3 4h2l2.4 11h10.8L21 7H6.2" stroke="#fff" stroke-width="2" fill="none" stroke-linejoin="round"/><circle cx="9" cy="19" r="1.6" fill="#fff"/><circle cx="17" cy="19" r="1.6" fill="#fff"/></svg></span></nav>`;
  const css = `
    *{box-sizing:border-box;margin:0}
    body{font-family:'Liberation Sans','DejaVu Sans',sans-serif;background:${BRAND.sand};color:${BRAND.ink};width:${narrow ? 540 : 1280}px;height:${narrow ? 960 : 720}px;overflow:hidden}
    header{height:${narrow ? 60 : 66}px;background:${BRAND.teal};color:#fff;display:flex;align-items:center;gap:12px;padding:0 ${narrow ? 18 : 40}px;box-shadow:0 2px 8px rgba(0,0,0,.2);position:relative;z-index:2}
    header .brand{font-weight:700;font-size:${narrow ? 19 : 21}px;flex:1;letter-spacing:.2px}
    nav{display:flex;align-items:center;gap:26px;font-size:16px}
    nav a{opacity:.9;padding:6px 0}nav a.on{border-bottom:3px solid ${BRAND.sun};opacity:1;font-weight:700}
    nav .lang{border:1.5px solid rgba(255,255,255,.7);border-radius:6px;padding:3px 8px;font-size:14px;font-weight:700}
    .hero{position:relative;height:${narrow ? 420 : 360}px;overflow:hidden}
    .hero .shade{position:absolute;inset:0;background:linear-gradient(${narrow ? '0deg' : '90deg'},rgba(8,40,46,.78),rgba(8,40,46,.25) 60%,rgba(8,40,46,0))}
    .hero .text{position:absolute;${narrow ? 'left:24px;right:24px;bottom:34px' : 'left:64px;top:70px;width:820px'};color:#fff}
    .hero h1{font-size:${narrow ? 40 : 52}px;line-height:1.08;font-weight:700;text-shadow:0 2px 10px rgba(0,0,0,.3)}
    .hero p{font-size:${narrow ? 18 : 20}px;line-height:1.4;margin-top:14px;opacity:.95}
    .btns{display:flex;gap:12px;margin-top:24px}
    .btn{padding:13px 22px;border-radius:999px;font-weight:700;font-size:${narrow ? 16 : 17}px}
    .btn.primary{background:${BRAND.sun};color:${BRAND.ink}}.btn.ghost{border:2px solid #fff;color:#fff}
    section{padding:${narrow ? '22px 18px' : '24px 40px'}}
    section h2{font-size:${narrow ? 24 : 26}px;margin-bottom:${narrow ? 14 : 16}px;color:${BRAND.teal}}
    .grid{display:grid;grid-template-columns:${narrow ? '1fr' : 'repeat(4,1fr)'};gap:${narrow ? 18 : 22}px}
    .card{background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 3px 12px rgba(11,110,121,.16)}
    .card .img{height:${narrow ? 190 : 150}px}
    .card .body{padding:${narrow ? '14px 16px 16px' : '12px 14px 14px'}}
    .card h3{font-size:${narrow ? 19 : 16}px;line-height:1.25}
    .card .meta{font-size:14px;color:#4b6a70;margin-top:6px}
    .card .price{font-size:15px;margin-top:6px;color:${BRAND.coral}}.card .price b{font-size:18px}`;
  return `<style>${css}</style><header>${logo}<span class="brand">Punta Cana Tours &amp; Traslados</span>${nav}</header>
    <div class="hero">${photo(narrow ? 540 : 1280, narrow ? 420 : 360, 'golden', 7, (s) => heroBeach(s, 0), true)}<div class="shade"></div>
      <div class="text"><h1>Punta Cana Tours &amp; Traslados</h1><p>Excursiones, traslados al aeropuerto y vida nocturna en Bávaro y Punta Cana.</p>
      <div class="btns"><span class="btn primary">Ver tours</span><span class="btn ghost">Reservar traslado</span></div></div></div>
    <section><h2>Tours destacados</h2><div class="grid">${cards}</div></section>`;
}
