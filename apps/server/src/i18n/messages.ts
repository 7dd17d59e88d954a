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
  'record.notFound': '记录不存在或已被删除',
  'record.unknownReference': '{field}：所选的记录不存在',
  'dept.hasChildren': '该部门下还有子部门，请先删除或移走子部门',
  'dept.hasUsers': '该部门下还有 {count} 名人员，请先调走人员',
  'dept.cycle': '不能把部门移到它自己或它的下级部门之下',
  'menu.hasChildren': '该菜单下还有子菜单或按钮，请先删除它们',
  'menu.cycle': '不能把菜单移到它自己或它的下级之下',
  'user.loginNameTaken': '登录名 {loginName} 已被使用',
  'user.passwordRequired': 'password：新建用户时请设置密码',
  'user.deleteSelf': '不能删除当前登录的用户',
  'user.deleteBuiltInAdmin': '不能删除内置管理员',
  'user.builtInAdminKeepsRole': '内置管理员必须保留系统管理员角色，登录名不能修改',
  'role.codeTaken': '角色编码 {code} 已存在',
  'role.adminProtected': '系统管理员角色不能删除，编码不能修改',
  'role.sameRole': '源角色和目标角色不能相同',
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
  'record.notFound': 'The record does not exist or has been deleted',
  'record.unknownReference': '{field}: the chosen record does not exist',
  'dept.hasChildren': 'The department has sub-departments; delete or move them first',
  'dept.hasUsers': 'The department still has {count} people; move them first',
  'dept.cycle': 'A department cannot move under itself or one of its sub-departments',
  'menu.hasChildren': 'The menu has sub-menus or buttons; delete them first',
  'menu.cycle': 'A menu cannot move under itself or one of its descendants',
  'user.loginNameTaken': 'The login name {loginName} is already taken',
  'user.passwordRequired': 'password: set a password for a new user',
  'user.deleteSelf': 'You cannot delete the user you are signed in as',
  'user.deleteBuiltInAdmin': 'The built-in administrator cannot be deleted',
  'user.builtInAdminKeepsRole':
    'The built-in administrator keeps the administrator role and its login name',
  'role.codeTaken': 'The role code {code} already exists',
  'role.adminProtected': 'The administrator role cannot be deleted nor its code changed',
  'role.sameRole': 'The source and target roles must differ',
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
  'record.notFound': 'El registro no existe o ha sido eliminado',
  'record.unknownReference': '{field}: el registro elegido no existe',
  'dept.hasChildren': 'El departamento tiene subdepartamentos; elimínelos o muévalos primero',
  'dept.hasUsers': 'El departamento aún tiene {count} personas; muévalas primero',
  'dept.cycle':
    'Un departamento no puede moverse bajo sí mismo ni bajo uno de sus subdepartamentos',
  'menu.hasChildren': 'El menú tiene submenús o botones; elimínelos primero',
  'menu.cycle': 'Un menú no puede moverse bajo sí mismo ni bajo uno de sus descendientes',
  'user.loginNameTaken': 'El nombre de inicio de sesión {loginName} ya está en uso',
  'user.passwordRequired': 'password: establezca una contraseña para el nuevo usuario',
  'user.deleteSelf': 'No puede eliminar el usuario con el que ha iniciado sesión',
  'user.deleteBuiltInAdmin': 'El administrador integrado no se puede eliminar',
  'user.builtInAdminKeepsRole':
    'El administrador integrado conserva el rol de administrador y su nombre de inicio de sesión',
  'role.codeTaken': 'El código de rol {code} ya existe',
  'role.adminProtected': 'El rol de administrador no se puede eliminar ni cambiar su código',
  'role.sameRole': 'Los roles de origen y destino deben ser distintos',
};

export const catalogues = { zh, en, es } satisfies Record<string, Catalogue>;
export type Locale = keyof typeof catalogues;
