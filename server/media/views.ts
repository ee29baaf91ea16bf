/** What is seen through a window: a small outdoor scene fitted into a rectangle. */

import { darken, mix } from './color'
import type { SkyPalette } from './palette'
import type { Rng } from './random'
import { drawMountains, drawPalm, drawSky } from './scenery'
import { pd, type Svg } from './svg'

export function drawWindowView(
  svg: Svg,
  rng: Rng,
  sky: SkyPalette,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  svg.group({ transform: pd`translate(${x} ${y})` }, () => {
    const horizon = h * 0.72
    drawSky(svg, rng, sky, w, horizon)
    if (rng.chance(0.45)) {
      drawMountains(svg, rng, sky, w, horizon + 2, h * 0.3, '#6f8a6a', 2)
      svg.rect(0, horizon, w, h - horizon, mix('#6f8a5a', sky.haze, 0.3))
    } else {
      // A low city: flat roofs, a dome and a minaret, lit at night.
      const city = mix(darken('#b9a48a', 1 - sky.light), sky.haze, 0.35)
      let x0 = -5
      while (x0 < w) {
        const bw = w * rng.range(0.08, 0.18)
        const bh = h * rng.range(0.08, 0.3)
        svg.rect(x0, horizon - bh, bw, bh + 2, city)
        if (sky.time === 'night' || sky.time === 'dusk') {
          for (let i = 0; i < 3; i++) {
            svg.rect(
              x0 + bw * rng.range(0.1, 0.8),
              horizon - bh * rng.range(0.2, 0.9),
              w * 0.012,
              h * 0.02,
              '#ffd37a',
              {
                opacity: 0.85,
              },
            )
          }
        }
        x0 += bw + w * rng.range(0, 0.03)
      }
      const dx = w * rng.range(0.2, 0.8)
      svg.circle(dx, horizon - h * 0.2, w * 0.06, city)
      svg.rect(dx - w * 0.07, horizon - h * 0.2, w * 0.14, h * 0.2, city)
      svg.rect(dx + w * 0.12, horizon - h * 0.42, w * 0.02, h * 0.42, city)
      svg.rect(0, horizon, w, h - horizon, darken(city, 0.15))
      if (rng.chance(0.6)) drawPalm(svg, rng, w * rng.range(0.05, 0.95), h + 4, h * 0.5, darken(city, 0.3))
    }
  })
}
