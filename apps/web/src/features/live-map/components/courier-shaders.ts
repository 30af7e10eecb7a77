import { rgb } from '../lib/overlay-math';
import { JOKER_STROKE, STATUS_COLORS } from '../lib/status-colors';
import { STATUS_ORDER } from '../lib/courier-store';

/** The ring drawn around the selected courier (CSS px, linear RGB). */
export const SELECTED_RING = { radius: 13, width: 3, color: rgb('#1668dc') };

/** The uniforms set every frame (the status colours are set once, when the program is made). */
const FRAME_UNIFORMS = ['u_origin', 'u_scale', 'u_size', 'u_dpr', 'u_radius', 'u_mode'];

export type CourierUniforms = Record<string, WebGLUniformLocation | null>;

// Positions are Web-Mercator coordinates relative to the layer's origin (a point near the couriers): small
// numbers, so float32 keeps them to well under a pixel even at the highest zoom. GLSL ES 3.00 (MapLibre's context
// is WebGL2): a point's style is the same over its whole sprite, so its varyings are `flat` — a software renderer
// then does not interpolate them for every pixel.
const VERTEX = `#version 300 es
in vec2 a_pos;
in vec2 a_style; // status index, joker (0/1)
uniform vec2 u_origin;  // CSS px of the origin
uniform float u_scale;  // world size, CSS px
uniform vec2 u_size;    // canvas, CSS px
uniform float u_dpr;
uniform float u_radius; // fill radius, CSS px
uniform float u_mode;   // 0: couriers, 1: the selection ring
uniform vec3 u_colors[4];
flat out vec3 v_fill;
flat out vec3 v_stroke;
flat out float v_inner;  // fill radius / outer radius
flat out float v_outer;  // outer radius, device px
flat out float v_hollow;
void main() {
  vec2 px = u_origin + a_pos * u_scale;
  gl_Position = vec4(px.x / u_size.x * 2.0 - 1.0, 1.0 - px.y / u_size.y * 2.0, 0.0, 1.0);
  float joker = a_style.y;
  float radius = u_mode > 0.5 ? ${SELECTED_RING.radius.toFixed(1)} : u_radius;
  float stroke = u_mode > 0.5 ? ${SELECTED_RING.width.toFixed(1)} : (joker > 0.5 ? 2.5 : 1.0);
  float outer = radius + stroke * (u_mode > 0.5 ? 0.5 : 1.0);
  float inner = u_mode > 0.5 ? radius - stroke * 0.5 : radius;
  v_outer = outer * u_dpr;
  v_inner = inner / outer;
  v_hollow = u_mode;
  int s = int(a_style.x + 0.5);
  v_fill = s == 0 ? u_colors[0] : s == 1 ? u_colors[1] : s == 2 ? u_colors[2] : u_colors[3];
  v_stroke = u_mode > 0.5 ? vec3(${SELECTED_RING.color.map((c) => c.toFixed(4)).join(', ')}) : (joker > 0.5 ? vec3(${rgb(JOKER_STROKE)
    .map((c) => c.toFixed(4))
    .join(', ')}) : vec3(1.0));
  gl_PointSize = 2.0 * v_outer + 2.0; // one device px of room for the antialiased edge
}`;

const FRAGMENT = `#version 300 es
precision mediump float;
flat in vec3 v_fill;
flat in vec3 v_stroke;
flat in float v_inner;
flat in float v_outer;
flat in float v_hollow;
out vec4 fragColor;
void main() {
  // Distance from the centre in device px; the sprite is 2 * v_outer + 2 px wide.
  float d = length(gl_PointCoord - 0.5) * (2.0 * v_outer + 2.0);
  float alpha = clamp(v_outer - d + 0.5, 0.0, 1.0);
  if (alpha <= 0.0) discard;
  float edge = clamp(d - v_inner * v_outer + 0.5, 0.0, 1.0); // 0 inside the fill, 1 on the stroke
  if (v_hollow > 0.5) alpha *= edge;
  vec3 c = mix(v_fill, v_stroke, edge);
  fragColor = vec4(c * alpha, alpha);
}`;

/**
 * Compiles and links the courier program, makes it the current one and sets the status colours (once per
 * context); fills `uniforms` with the locations of the per-frame uniforms.
 */
export function createCourierProgram(gl: WebGL2RenderingContext, uniforms: CourierUniforms): WebGLProgram {
  const shader = (type: number, src: string) => {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, src);
    gl.compileShader(s);
    if (!gl.getShaderParameter(s, gl.COMPILE_STATUS) && !gl.isContextLost()) throw new Error(`courier layer shader: ${gl.getShaderInfoLog(s)}`);
    return s;
  };
  const program = gl.createProgram()!;
  gl.attachShader(program, shader(gl.VERTEX_SHADER, VERTEX));
  gl.attachShader(program, shader(gl.FRAGMENT_SHADER, FRAGMENT));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS) && !gl.isContextLost()) throw new Error(`courier layer program: ${gl.getProgramInfoLog(program)}`);
  gl.useProgram(program);
  for (const name of FRAME_UNIFORMS) uniforms[name] = gl.getUniformLocation(program, name);
  const colors = STATUS_ORDER.flatMap((s) => rgb(STATUS_COLORS[s]));
  gl.uniform3fv(gl.getUniformLocation(program, 'u_colors'), new Float32Array(colors));
  return program;
}
