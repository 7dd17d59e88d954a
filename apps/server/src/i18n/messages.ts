/** Server messages, zh first (the default), then en and es with the same keys. */
const zh = {
  'error.validation': '{field}：{message}',
  'error.badRequest': '请求格式不正确',
  'error.unauthenticated': '登录已失效，请重新登录',
  'error.forbidden': '没有权限执行此操作',
  'error.notFound': '接口不存在：{path}',
  'error.internal': '服务器内部错误，请稍后再试',
  'auth.captchaInvalid': '验证码错误或已过期，请刷新后重试',
  'auth.badCredentials': '用户名或密码错误，还可尝试 {remaining} 次',
  'auth.locked': '登录失败次数过多，账号已锁定，请于 {until} 后再试',
} as const;

export type MessageKey = keyof typeof zh;
export type Catalogue = Record<MessageKey, string>;

const en: Catalogue = {
  'error.validation': '{field}: {message}',
  'error.badRequest': 'The request is malformed',
  'error.unauthenticated': 'Your session has ended, please sign in again',
  'error.forbidden': 'You do not have permission to do this',
  'error.notFound': 'No such API: {path}',
  'error.internal': 'Internal server error, please try again later',
  'auth.captchaInvalid': 'The captcha is wrong or has expired; refresh it and try again',
  'auth.badCredentials': 'Wrong user name or password; {remaining} attempts left',
  'auth.locked': 'Too many failed sign-ins; the account is locked until {until}',
};

const es: Catalogue = {
  'error.validation': '{field}: {message}',
  'error.badRequest': 'La solicitud no tiene un formato válido',
  'error.unauthenticated': 'Su sesión ha terminado; inicie sesión de nuevo',
  'error.forbidden': 'No tiene permiso para realizar esta acción',
  'error.notFound': 'No existe la API: {path}',
  'error.internal': 'Error interno del servidor; inténtelo más tarde',
  'auth.captchaInvalid': 'El captcha es incorrecto o ha caducado; actualícelo e inténtelo de nuevo',
  'auth.badCredentials': 'Usuario o contraseña incorrectos; quedan {remaining} intentos',
  'auth.locked': 'Demasiados intentos fallidos; la cuenta está bloqueada hasta las {until}',
};

export const catalogues = { zh, en, es } satisfies Record<string, Catalogue>;
export type Locale = keyof typeof catalogues;
