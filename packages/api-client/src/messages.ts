/**
 * The contract's own validation messages in every language. The contract writes them in Chinese,
 * as the spec does; this catalogue gives each its English and Spanish text, so the server and the
 * portal answer them in the reader's language. `{name}` marks a value the message carries.
 */

// A plain object keyed by the Chinese text: [en, es]. Keep it flat, it ships in every bundle.
const CONTRACT_MESSAGES: Readonly<Record<string, readonly [en: string, es: string]>> = {
  // ── 项目文件 (costProjectFiles.ts) ──
  '请选择 2 至 6 个项目': ['Choose 2 to 6 projects', 'Elija de 2 a 6 proyectos'],
  请选择文件: ['Choose a file', 'Elija un archivo'],
  // ── Sales (sales.ts) ──
  请输入商机名称: ['Enter the opportunity name', 'Introduzca el nombre de la oportunidad'],
  请输入文件名称: ['Enter the file name', 'Introduzca el nombre del archivo'],
  未知的阶段: ['Unknown stage', 'Etapa desconocida'],
  '预计金额须为不小于 0 的数字': [
    'The expected amount must be a number of at least 0',
    'El importe previsto debe ser un número mayor o igual que 0',
  ],
  请输入计划内容: ['Enter what is planned', 'Introduzca el contenido del plan'],
  // ── 清单模型 (costBillModels.ts) ──
  清单模型编码须为9位数字: [
    'A bill model code is 9 digits',
    'El código de un modelo de partida tiene 9 dígitos',
  ],
  请输入特征名称: ['Enter the feature name', 'Introduzca el nombre de la característica'],
  特征名称不能重复: ['A feature is listed twice', 'Una característica aparece dos veces'],
  请输入清单名称: ['Enter the bill name', 'Introduzca el nombre de la partida'],
  '分析方式须为 code 或 similar': [
    'The analysis is code or similar',
    'El análisis es code o similar',
  ],
  '状态须为 all、unplaced、placed 或 manual': [
    'The status is all, unplaced, placed or manual',
    'El estado es all, unplaced, placed o manual',
  ],
  // ── 规则表、材料、因子、质量 (costRules.ts) ──
  请输入材料名称: ['Enter the material name', 'Introduzca el nombre del material'],
  请指定材料编码: ['Give the material code', 'Indique el código del material'],
  请输入单位: ['Enter the unit', 'Introduzca la unidad'],
  因子代号不能包含空格: ['A factor code has no spaces', 'Un código de factor no lleva espacios'],
  因子值须为数字: ['The factor value must be a number', 'El valor del factor debe ser un número'],
  请输入检查名称: ['Enter the check name', 'Introduzca el nombre de la revisión'],
  甲供比例上限须为数字: [
    'The owner-supplied share limit must be a number',
    'El límite de la parte suministrada por el promotor debe ser un número',
  ],
  '大类编码须为 2 位数字': ['A group code is 2 digits', 'Un código de grupo tiene 2 dígitos'],
  请输入大类名称: ['Enter the group name', 'Introduzca el nombre del grupo'],
  '类别编码须为 4 位数字': ['A class code is 4 digits', 'Un código de clase tiene 4 dígitos'],
  请输入类别名称: ['Enter the class name', 'Introduzca el nombre de la clase'],
  '编码须以类别编码开头，类别编码须以大类编码开头': [
    'The code must start with the class code, and the class code with the group code',
    'El código debe empezar por el de la clase, y el de la clase por el del grupo',
  ],
  编码前缀须为数字: ['A code prefix is digits', 'Un prefijo de código son dígitos'],
  规则代号须为字母开头的字母数字: [
    'A rule key is letters and digits, starting with a letter',
    'La clave de una regla son letras y dígitos, empezando por una letra',
  ],
  容差须为数字: ['The tolerance must be a number', 'La tolerancia debe ser un número'],
  容差: ['Tolerance', 'Tolerancia'],
  甲供比例上限: ['Owner-supplied share limit', 'Límite de la parte suministrada por el promotor'],
  '容差须在 0 到 1 之间': ['The tolerance is between 0 and 1', 'La tolerancia está entre 0 y 1'],
  '请为 A 选择工程量类别、编码前缀或名称': [
    'Give A a quantity class, code prefixes or name words',
    'Indique para A una clase de cantidad, prefijos de código o palabras del nombre',
  ],
  '请为 B 选择工程量类别、编码前缀或名称': [
    'Give B a quantity class, code prefixes or name words',
    'Indique para B una clase de cantidad, prefijos de código o palabras del nombre',
  ],
  // ── 数字化建库 (costMaterials.ts, costSubjects.ts) ──
  请选择材料: ['Choose a material', 'Elija un material'],
  编码格式不正确: ['Invalid code', 'El código no es válido'],
  请选择标准材料: ['Choose a standard material', 'Elija un material estándar'],
  换算系数须为正数: [
    'The factor must be a positive number',
    'El factor debe ser un número positivo',
  ],
  请选择科目: ['Choose a subject', 'Elija una partida'],
  请至少选择两条清单: ['Choose at least two bills', 'Elija al menos dos partidas'],
  清单不能重复: ['A bill is listed twice', 'Una partida aparece dos veces'],
  请至少选择一条清单: ['Choose at least one bill', 'Elija al menos una partida'],
  工程量不能为负数: ['The quantity must not be negative', 'La cantidad no puede ser negativa'],
  定额工程量须为数字: [
    'The norm quantity must be a number',
    'La cantidad de la norma debe ser un número',
  ],
  定额工程量不能为负数: [
    'The norm quantity must not be negative',
    'La cantidad de la norma no puede ser negativa',
  ],
  定额单价须为数字: ['The norm price must be a number', 'El precio de la norma debe ser un número'],
  定额单价不能为负数: [
    'The norm price must not be negative',
    'El precio de la norma no puede ser negativo',
  ],
  请输入定额编号: ['Enter the norm code', 'Introduzca el código de la norma'],
  请输入定额名称: ['Enter the norm name', 'Introduzca el nombre de la norma'],
  目标科目不能与原科目相同: [
    'The target subject must differ from the subject',
    'La partida de destino debe ser distinta de la de origen',
  ],
  // ── Shared fields (paging.ts, file.ts, user.ts) ──
  编号格式不正确: ['Invalid ID', 'El identificador no es válido'],
  '不能包含 < 或 >': ['Must not contain < or >', 'No puede contener < ni >'],
  关联编号格式不正确: [
    'Invalid linked record ID',
    'El identificador del registro vinculado no es válido',
  ],
  附件编码格式不正确: ['Invalid attachment reference', 'La referencia del adjunto no es válida'],
  手机号码格式不正确: ['Invalid mobile number', 'El número de móvil no es válido'],
  '至少包括字母、数字、特殊字符任意2种且不少于8个字符': [
    'At least 8 characters, using at least two of: letters, digits, special characters',
    'Al menos 8 caracteres, con al menos dos de estos tipos: letras, números y caracteres especiales',
  ],
  '登录名为2到32位字母、数字或 _ . @ -': [
    'Login names are 2 to 32 letters, digits or _ . @ -',
    'El nombre de inicio de sesión debe tener de 2 a 32 letras, números o _ . @ -',
  ],
  请输入姓名: ['Enter the name', 'Introduzca el nombre'],

  // ── Sign-in, passwords, verification codes (auth.ts, signin.ts) ──
  请输入用户名: ['Enter your username', 'Introduzca su nombre de usuario'],
  请输入用户名或手机号: [
    'Enter your username or mobile number',
    'Introduzca su nombre de usuario o número de móvil',
  ],
  密码不能为空: ['Enter your password', 'Introduzca su contraseña'],
  '密码不能超过{max}个字符': [
    'Passwords are at most {max} characters',
    'La contraseña no puede superar los {max} caracteres',
  ],
  请输入原密码: ['Enter your current password', 'Introduzca su contraseña actual'],
  请输入新密码: ['Enter a new password', 'Introduzca una contraseña nueva'],
  请再次输入新密码: ['Enter the new password again', 'Vuelva a introducir la contraseña nueva'],
  两次输入密码不一致: ['The passwords do not match', 'Las contraseñas no coinciden'],
  请输入6位数字验证码: [
    'Enter the 6-digit verification code',
    'Introduzca el código de verificación de 6 dígitos',
  ],
  二维码无效: ['Invalid QR code', 'El código QR no es válido'],
  '会员姓名不能为空！': ["Enter the member's name", 'Introduzca el nombre del miembro'],

  // ── Organisation: areas, departments, roles, menus (area.ts, dept.ts, role.ts, menu.ts) ──
  上级编号格式不正确: ['Invalid parent ID', 'El identificador del nivel superior no es válido'],
  请输入区域名称: ['Enter the area name', 'Introduzca el nombre del área'],
  请输入部门名称: ['Enter the department name', 'Introduzca el nombre del departamento'],
  '编码以字母开头，最多32位字母、数字或下划线': [
    'Codes start with a letter and have at most 32 letters, digits or underscores',
    'El código debe empezar por una letra y tener como máximo 32 letras, números o guiones bajos',
  ],
  请输入角色名称: ['Enter the role name', 'Introduzca el nombre del rol'],
  请输入菜单名称: ['Enter the menu name', 'Introduzca el nombre del menú'],
  '权限标识只能包含字母、数字和 : _ . -': [
    'Permission keys may contain only letters, digits and : _ . -',
    'El identificador de permiso solo puede contener letras, números y : _ . -',
  ],
  '打开方式只能是 1 或 3': ['Open mode must be 1 or 3', 'El modo de apertura solo puede ser 1 o 3'],
  '权限前缀只能包含字母、数字和 : _ . -': [
    'Permission prefixes may contain only letters, digits and : _ . -',
    'El prefijo de permiso solo puede contener letras, números y : _ . -',
  ],
  请至少选择一个按钮: ['Select at least one button', 'Seleccione al menos un botón'],

  // ── Dictionaries, parameters, settings (dict.ts, param.ts, profile.ts) ──
  字典编码格式不正确: ['Invalid dictionary code', 'El código del diccionario no es válido'],
  请输入字典名称: ['Enter the dictionary name', 'Introduzca el nombre del diccionario'],
  请输入字典标签: ['Enter the entry label', 'Introduzca la etiqueta de la entrada'],
  参数键格式不正确: ['Invalid parameter key', 'La clave del parámetro no es válida'],
  配置键格式不正确: ['Invalid setting key', 'La clave de configuración no es válida'],
  '不是有效的 JSON，或结构不符': [
    'Not valid JSON, or not the expected structure',
    'No es un JSON válido o no tiene la estructura esperada',
  ],

  // ── Members and clubs (member.ts, club.ts) ──
  请输入会员等级名称: [
    'Enter the membership level name',
    'Introduzca el nombre del nivel de socio',
  ],
  请输入会员姓名: ["Enter the member's name", 'Introduzca el nombre del miembro'],
  请输入俱乐部名称: ['Enter the club name', 'Introduzca el nombre del club'],
  请输入流程名称: ['Enter the flow name', 'Introduzca el nombre del flujo'],
  '流程标识须以字母开头，仅含字母、数字、_ 和 -': [
    'The flow key must start with a letter and hold only letters, digits, _ and -',
    'La clave del flujo debe empezar por una letra y contener solo letras, dígitos, _ y -',
  ],
  '时限不能小于 0': ['The time limit cannot be below 0', 'El plazo no puede ser inferior a 0'],
  '时限不能超过 720 小时': [
    'The time limit cannot exceed 720 hours',
    'El plazo no puede superar las 720 horas',
  ],

  // ── Invoice information (profile.ts) ──
  请选择发票类型: ['Select the invoice type', 'Seleccione el tipo de factura'],
  请输入公司名称: ['Enter the company name', 'Introduzca el nombre de la empresa'],
  请输入单位名称: ['Enter the organisation name', 'Introduzca el nombre de la entidad'],
  请输入信用代码: [
    'Enter the unified social credit code',
    'Introduzca el código de crédito social unificado',
  ],
  信用代码格式不正确: [
    'Invalid unified social credit code',
    'El código de crédito social unificado no es válido',
  ],
  请输入邮箱: ['Enter the email address', 'Introduzca el correo electrónico'],
  请输入注册地址: ['Enter the registered address', 'Introduzca el domicilio social'],
  请输入电话: ['Enter the phone number', 'Introduzca el número de teléfono'],
  电话格式不正确: ['Invalid phone number', 'El número de teléfono no es válido'],
  请输入开户银行: ['Enter the bank', 'Introduzca el banco'],
  请输入银行账号: ['Enter the bank account number', 'Introduzca el número de cuenta bancaria'],
  银行账号格式不正确: ['Invalid bank account number', 'El número de cuenta bancaria no es válido'],
  请输入收件人: ['Enter the recipient', 'Introduzca el destinatario'],
  请输入收件地址: ['Enter the delivery address', 'Introduzca la dirección de entrega'],

  // ── Companies and the platform (saas.ts) ──
  请输入企业名称: ['Enter the company name', 'Introduzca el nombre de la empresa'],
  '徽标只能是 1、2 或 3': [
    'The logo slot must be 1, 2 or 3',
    'La posición del logotipo debe ser 1, 2 o 3',
  ],
  请输入等级名称: ['Enter the grade name', 'Introduzca el nombre del nivel'],
  '角色编码以字母开头，由 2–32 位字母、数字或 _ 组成': [
    'Role codes start with a letter and have 2–32 letters, digits or _',
    'El código del rol debe empezar por una letra y tener de 2 a 32 letras, números o _',
  ],
  '每家企业自有系统管理员角色，不能用 admin': [
    'Each company has its own system administrator role; the code admin is reserved',
    'Cada empresa tiene su propio rol de administrador del sistema; el código admin está reservado',
  ],
  '企业编码以字母开头，由 2–32 位字母、数字、- 或 _ 组成': [
    'Company codes start with a letter and have 2–32 letters, digits, - or _',
    'El código de la empresa debe empezar por una letra y tener de 2 a 32 letras, números, - o _',
  ],

  // ── Content, footprints, search (cms.ts, footprint.ts, search.ts) ──
  '栏目编码只能包含字母、数字、- 和 _': [
    'Category codes may contain only letters, digits, - and _',
    'El código de la categoría solo puede contener letras, números, - y _',
  ],
  请输入栏目名称: ['Enter the category name', 'Introduzca el nombre de la categoría'],
  请输入文章标题: ['Enter the article title', 'Introduzca el título del artículo'],
  正文过长: ['The article text is too long', 'El texto del artículo es demasiado largo'],
  '时间格式应为 YYYY-MM-DD HH:mm:ss': [
    'Use the format YYYY-MM-DD HH:mm:ss',
    'Use el formato AAAA-MM-DD HH:mm:ss',
  ],
  '日期格式应为 YYYY-MM-DD': [
    'Use the date format YYYY-MM-DD',
    'Use el formato de fecha AAAA-MM-DD',
  ],
  '请选择要删除的足迹，或给出清除的截止日期（二者选一）': [
    'Choose the footprints to delete, or give a date to clear before (one or the other)',
    'Elija las huellas que desea eliminar o indique una fecha límite (una de las dos)',
  ],
  搜索类型格式不正确: ['Invalid search type', 'El tipo de búsqueda no es válido'],

  // ── Excel import templates (excel.ts) ──
  '模板编码为1到64位字母、数字或 _ . -': [
    'Template codes are 1 to 64 letters, digits or _ . -',
    'El código de la plantilla debe tener de 1 a 64 letras, números o _ . -',
  ],
  字段名格式不正确: ['Invalid field name', 'El nombre del campo no es válido'],
  请输入列标题: ['Enter the column title', 'Introduzca el título de la columna'],
  请输入模板名称: ['Enter the template name', 'Introduzca el nombre de la plantilla'],
  请至少设置一列: ['Add at least one column', 'Añada al menos una columna'],
  列序号格式不正确: ['Invalid column number', 'El número de columna no es válido'],

  // ── Messages (message.ts) ──
  请选择接收人: ['Choose at least one recipient', 'Elija al menos un destinatario'],
  '一次最多发送给{max}人': [
    'At most {max} recipients at once',
    'Como máximo {max} destinatarios a la vez',
  ],
  请输入消息标题: ['Enter the message title', 'Introduzca el título del mensaje'],

  // ── Work mode, panels and window defaults (workspace.ts) ──
  更多链接应为站内路径: [
    'The “more” link must be a path of this site',
    'El enlace «más» debe ser una ruta de este sitio',
  ],
  未知的面板: ['Unknown panel', 'Panel desconocido'],
  同一面板只能放在一个位置: [
    'A panel can be placed only once',
    'Un panel solo puede colocarse en un lugar',
  ],
  '最多 {max} 个面板位置': ['At most {max} panel slots', 'Como máximo {max} espacios de panel'],

  // ── Cost data (cost.ts) ──
  // Field labels of decimalInput (`${label}须为数字`) and the import modes (putStorage).
  建筑面积: ['Floor area', 'Superficie construida'],
  工程量: ['Quantity', 'Cantidad'],
  综合单价: ['Unit price', 'Precio unitario'],
  费率: ['Rate', 'Tasa'],
  下限: ['Lower limit', 'Límite inferior'],
  上限: ['Upper limit', 'Límite superior'],
  导入清单: ['Import bills', 'Importar partidas'],
  导入材料: ['Import materials', 'Importar materiales'],
  请输入项目名称: ['Enter the project name', 'Introduzca el nombre del proyecto'],
  请输入查询名称: ['Enter a name for the search', 'Introduzca un nombre para la búsqueda'],
  '请选择 2–10 个项目': ['Choose 2 to 10 projects', 'Elija de 2 a 10 proyectos'],
  请输入名称: ['Enter the name', 'Introduzca el nombre'],
  请输入分组名称: ['Enter the group name', 'Introduzca el nombre del grupo'],
  请输入计量单位: ['Enter the unit of measurement', 'Introduzca la unidad de medida'],
  请选择一个清单文件: ['Choose one bill file', 'Elija un archivo de partidas'],
  请输入单位工程名称: ['Enter the unit project name', 'Introduzca el nombre de la obra unitaria'],
  请输入费用名称: ['Enter the fee name', 'Introduzca el nombre del coste'],
  请输入费用代号: ['Enter the fee code', 'Introduzca el código del coste'],
  '日期格式须为 yyyy-MM-dd': [
    'Use the date format yyyy-MM-dd',
    'Use el formato de fecha aaaa-MM-dd',
  ],
  建筑面积须为数字: [
    'The floor area must be a number',
    'La superficie construida debe ser un número',
  ],
  工程量须为数字: ['The quantity must be a number', 'La cantidad debe ser un número'],
  综合单价须为数字: ['The unit price must be a number', 'El precio unitario debe ser un número'],
  费率须为数字: ['The rate must be a number', 'La tasa debe ser un número'],
  下限须为数字: ['The lower limit must be a number', 'El límite inferior debe ser un número'],
  上限须为数字: ['The upper limit must be a number', 'El límite superior debe ser un número'],
  '{label}须为数字': ['{label} must be a number', '{label} debe ser un número'],
  '{label}不能为负数': ['{label} must not be negative', '{label} no puede ser negativo'],
  定额工程量: ['Norm quantity', 'Cantidad de la norma'],
  定额单价: ['Norm unit price', 'Precio unitario de la norma'],

  // ── Kinds, features, factors, fee tool (costKinds.ts) ──
  因子值: ['Factor value', 'Valor del factor'],
  请输入因子代号: ['Enter the factor code', 'Introduzca el código del factor'],
  请输入因子名称: ['Enter the factor name', 'Introduzca el nombre del factor'],
  特征过多: ['Too many features', 'Demasiadas características'],
  请选择一个文件: ['Choose one file', 'Elija un archivo'],
  请输入地区: ['Enter the area', 'Introduzca la zona'],
  '年份须在 2000–2100 之间': [
    'The year must be between 2000 and 2100',
    'El año debe estar entre 2000 y 2100',
  ],
  管理费率: ['Overhead rate', 'Tasa de gastos generales'],
  利润率: ['Profit rate', 'Tasa de beneficio'],
  规费费率: ['Statutory fee rate', 'Tasa de tasas reglamentarias'],
  安全文明施工费率: [
    'Safety and civilised construction rate',
    'Tasa de seguridad y obra civilizada',
  ],
  税率: ['Tax rate', 'Tipo impositivo'],
  '{label}须在 0–100 之间': [
    '{label} must be between 0 and 100',
    '{label} debe estar entre 0 y 100',
  ],

  // ── Finance (finance.ts) ──
  期初余额: ['Opening balance', 'Saldo inicial'],
  认领金额: ['Claim amount', 'Importe reclamado'],
  期初余额须为数字: ['The opening balance must be a number', 'El saldo inicial debe ser un número'],
  认领金额须为数字: [
    'The claim amount must be a number',
    'El importe reclamado debe ser un número',
  ],
  金额须大于0且最多两位小数: [
    'The amount must be above 0 with at most two decimals',
    'El importe debe ser mayor que 0 y tener como máximo dos decimales',
  ],
  '月份格式须为 yyyy-MM': ['Months are written yyyy-MM', 'Los meses se escriben aaaa-MM'],
  开始月份不能晚于结束月份: [
    'The first month cannot come after the last one',
    'El mes inicial no puede ser posterior al final',
  ],
  月份范围不能超过60个月: [
    'The range cannot exceed 60 months',
    'El intervalo no puede superar los 60 meses',
  ],
  请选择费用类别: ['Choose a cost subject', 'Elija una categoría de gasto'],
  金额须为数字: ['The amount must be a number', 'El importe debe ser un número'],
  金额: ['Amount', 'Importe'],
  请输入开户单位: ['Enter the account holder unit', 'Introduzca la unidad titular de la cuenta'],
  请输入账户名称: ['Enter the account name', 'Introduzca el nombre de la cuenta'],
  银行账号为4到40位数字或字母: [
    'Bank account numbers are 4 to 40 digits or letters',
    'El número de cuenta bancaria debe tener de 4 a 40 dígitos o letras',
  ],
  币种为三位大写字母: [
    'The currency is three capital letters',
    'La moneda son tres letras mayúsculas',
  ],
  请选择一个对账单文件: ['Choose one statement file', 'Elija un archivo de extracto'],

  // ── Staff certificates and e-invoices (certificates.ts, einvoice.ts) ──
  请输入证书编号: ['Enter the certificate number', 'Introduzca el número del certificado'],
  '继续教育学时须为 0 到 9999 的整数': [
    'Continuing-education hours are a whole number from 0 to 9999',
    'Las horas de formación continua son un número entero de 0 a 9999',
  ],
  有效期至不能早于发证日期: [
    'Valid until cannot come before the issue date',
    'La fecha de validez no puede ser anterior a la de expedición',
  ],
  请填写12位发票代码: [
    'Enter the 12-digit invoice code',
    'Introduzca el código de factura de 12 dígitos',
  ],
  '发票号码须为20位数字（数电票）或8位数字（另填12位发票代码）': [
    'The invoice number is 20 digits (fully digital invoice) or 8 digits with a 12-digit invoice code',
    'El número de factura tiene 20 dígitos (factura totalmente digital) u 8 dígitos con un código de factura de 12 dígitos',
  ],
  发票代码须为12位数字: ['The invoice code is 12 digits', 'El código de factura tiene 12 dígitos'],
  有发票代码时发票号码须为8位数字: [
    'With an invoice code the invoice number is 8 digits',
    'Con código de factura, el número de factura tiene 8 dígitos',
  ],
  金额须为最多两位小数的数字: [
    'Amounts are numbers with at most 2 decimals',
    'Los importes son números con 2 decimales como máximo',
  ],
  请输入发票号码: ['Enter the invoice number', 'Introduzca el número de factura'],
  请输入销售方名称: ["Enter the seller's name", 'Introduzca el nombre del vendedor'],
  价税合计须等于金额加税额: [
    'The total must equal the amount plus the tax',
    'El total debe ser igual al importe más el impuesto',
  ],

  // ── Invoicing, loans, price requests (invoicing.ts) ──
  '纳税人识别号（统一社会信用代码）不正确，请核对校验位': [
    'The taxpayer ID (unified social credit code) is wrong: check its last character',
    'El NIF (código de crédito social unificado) no es correcto: revise su carácter de control',
  ],
  请输入购买方名称: ["Enter the buyer's name", 'Introduzca el nombre del comprador'],
  开票金额: ['Invoice amount', 'Importe de la factura'],
  开票金额须为数字: [
    'The invoice amount must be a number',
    'El importe de la factura debe ser un número',
  ],
  税率须为数字: ['The tax rate must be a number', 'El tipo impositivo debe ser un número'],
  '税率须在0到1之间，最多四位小数': [
    'The tax rate is between 0 and 1 with at most four decimals',
    'El tipo impositivo está entre 0 y 1 con cuatro decimales como máximo',
  ],
  增值税专用发票须填写纳税人识别号: [
    'A special VAT invoice needs the buyer’s taxpayer ID',
    'Una factura especial de IVA necesita el NIF del comprador',
  ],
  '增值税专用发票须填写地址、电话': [
    'A special VAT invoice needs the buyer’s address and phone',
    'Una factura especial de IVA necesita la dirección y el teléfono del comprador',
  ],
  增值税专用发票须填写开户行及账号: [
    'A special VAT invoice needs the buyer’s bank and account',
    'Una factura especial de IVA necesita el banco y la cuenta del comprador',
  ],
  超额开票须填写原因: [
    'Give the reason for invoicing beyond the contract',
    'Indique el motivo de facturar por encima del contrato',
  ],
  发票号码为8到20位数字或字母: [
    'Invoice numbers are 8 to 20 digits or letters',
    'El número de factura tiene de 8 a 20 dígitos o letras',
  ],
  请填写退回原因: ['Give the reason for returning it', 'Indique el motivo de la devolución'],

  // ── 跟踪审计 (followAudit.ts) ──
  // Field labels of decimalInput.
  合同金额: ['Contract sum', 'Importe del contrato'],
  进度款支付比例: ['Progress payment ratio', 'Proporción de pago a cuenta'],
  预付款: ['Advance payment', 'Anticipo'],
  预付款起扣点: ['Advance deduction start', 'Inicio de la deducción del anticipo'],
  预付款扣回比例: ['Advance deduction ratio', 'Proporción de recuperación del anticipo'],
  质保金比例: ['Retention ratio', 'Proporción de retención'],
  合同工程量: ['Contract quantity', 'Cantidad del contrato'],
  送审工程量: ['Reported quantity', 'Cantidad presentada'],
  审定工程量: ['Approved quantity', 'Cantidad aprobada'],
  本期支付金额: ['Payment of the period', 'Pago del periodo'],
  '计量期格式须为 yyyy-MM': ['Use the period format yyyy-MM', 'Use el formato de periodo aaaa-MM'],
  金额不能为负且最多两位小数: [
    'The amount must not be negative and have at most two decimals',
    'El importe no puede ser negativo y debe tener como máximo dos decimales',
  ],
  工程量不能为负且最多四位小数: [
    'The quantity must not be negative and have at most four decimals',
    'La cantidad no puede ser negativa y debe tener como máximo cuatro decimales',
  ],
  '比例须在0到1之间，最多四位小数': [
    'The ratio must be between 0 and 1 with at most four decimals',
    'La proporción debe estar entre 0 y 1 con como máximo cuatro decimales',
  ],
  请输入施工单位: ['Enter the contractor', 'Introduzca el contratista'],
  查验不符时请填写查验说明: [
    'Add a note when the platform result is not consistent',
    'Añada una nota cuando la plataforma no sea conforme',
  ],
  请选择要查验的发票: ['Choose the invoices to verify', 'Elija las facturas que verificar'],
  '付款比例须为0至1之间的小数，最多四位小数': [
    'The payment share must be a decimal between 0 and 1 with at most four places',
    'El porcentaje de pago debe ser un decimal entre 0 y 1 con cuatro decimales como máximo',
  ],
  '付款金额须为不小于0的数字，最多两位小数': [
    'The payment amount must be a number of at least 0 with at most two decimals',
    'El importe del pago debe ser un número no negativo con dos decimales como máximo',
  ],
  请输入付款节点名称: ['Enter the payment cycle’s name', 'Introduzca el nombre del hito de pago'],
  请填写付款比例或付款金额: [
    'Enter a payment share or an amount',
    'Introduzca un porcentaje o un importe de pago',
  ],
  请至少填写一个付款节点: [
    'Enter at least one payment cycle',
    'Introduzca al menos un hito de pago',
  ],
  付款节点不能超过24个: ['At most 24 payment cycles', 'Como máximo 24 hitos de pago'],
  请输入清单编码: ['Enter the bill item code', 'Introduzca el código de la partida'],
  合同金额须为数字: [
    'The contract sum must be a number',
    'El importe del contrato debe ser un número',
  ],
  进度款支付比例须为数字: [
    'The progress payment ratio must be a number',
    'La proporción de pago a cuenta debe ser un número',
  ],
  预付款须为数字: ['The advance payment must be a number', 'El anticipo debe ser un número'],
  预付款起扣点须为数字: [
    'The advance deduction start must be a number',
    'El inicio de la deducción del anticipo debe ser un número',
  ],
  预付款扣回比例须为数字: [
    'The advance deduction ratio must be a number',
    'La proporción de recuperación del anticipo debe ser un número',
  ],
  质保金比例须为数字: [
    'The retention ratio must be a number',
    'La proporción de retención debe ser un número',
  ],
  合同工程量须为数字: [
    'The contract quantity must be a number',
    'La cantidad del contrato debe ser un número',
  ],
  送审工程量须为数字: [
    'The reported quantity must be a number',
    'La cantidad presentada debe ser un número',
  ],
  审定工程量须为数字: [
    'The approved quantity must be a number',
    'La cantidad aprobada debe ser un número',
  ],
  本期支付金额须为数字: [
    'The payment of the period must be a number',
    'El pago del periodo debe ser un número',
  ],
  请填写红冲原因: [
    'Give the reason for the red-letter invoice',
    'Indique el motivo de la factura rectificativa',
  ],
  借款金额: ['Loan amount', 'Importe del préstamo'],
  借款金额须为数字: [
    'The loan amount must be a number',
    'El importe del préstamo debe ser un número',
  ],
  请填写借款用途: ['Give the purpose of the loan', 'Indique la finalidad del préstamo'],
  预计还款日期不能早于借款日期: [
    'The expected repayment date cannot be before the loan date',
    'La fecha prevista de devolución no puede ser anterior a la del préstamo',
  ],
  驳回须填写意见: ['Give an opinion when rejecting', 'Indique una opinión al rechazar'],
  还款金额: ['Repayment amount', 'Importe devuelto'],
  还款金额须为数字: [
    'The repayment amount must be a number',
    'El importe devuelto debe ser un número',
  ],
  计费基数: ['Fee basis', 'Base de cálculo'],
  计费基数须为数字: ['The fee basis must be a number', 'La base de cálculo debe ser un número'],
  请输入委托单位: ['Enter the client', 'Introduzca el cliente'],
  报价: ['Quoted fee', 'Honorario ofertado'],
  报价须为数字: ['The quoted fee must be a number', 'El honorario ofertado debe ser un número'],

  // ── Management cockpit (cockpit.ts) ──
  年份不正确: ['Invalid year', 'El año no es válido'],
  月份不正确: ['Invalid month', 'El mes no es válido'],

  // ── Bonus (bonus.ts) ──
  '比例须为 0 到 2 之间、最多4位小数的数': [
    'Shares and rates are numbers from 0 to 2 with at most 4 decimals',
    'Las partes y los porcentajes son números de 0 a 2 con 4 decimales como máximo',
  ],
  金额须为不超过2位小数的正数: [
    'Amounts are positive numbers with at most 2 decimals',
    'Los importes son números positivos con 2 decimales como máximo',
  ],
  请输入规则名称: ['Enter the rule name', 'Introduzca el nombre de la regla'],
  模板至少包含一种业务类型: [
    'A template holds at least one business type',
    'Una plantilla contiene al menos un tipo de negocio',
  ],
  结束日期不能早于开始日期: [
    'The end date cannot be before the start date',
    'La fecha de fin no puede ser anterior a la de inicio',
  ],
  请输入调整原因: ['Enter the reason for the adjustment', 'Introduzca el motivo del ajuste'],
  请选择要发放的奖金: ['Choose the bonus parts to pay', 'Elija las partes de la prima que pagar'],

  // ── Business objectives (objectives.ts) ──
  年度须为数字: ['The year must be a number', 'El año debe ser un número'],
  年度须为整数: ['The year must be a whole number', 'El año debe ser un número entero'],
  年度须在2000至2100之间: [
    'The year must be between 2000 and 2100',
    'El año debe estar entre 2000 y 2100',
  ],
  '目标金额须为不小于0的数字，最多两位小数': [
    'A target must be a number of at least 0 with at most two decimals',
    'Un objetivo debe ser un número no negativo con dos decimales como máximo',
  ],
  '指标须为合同额、产值、回款或利润': [
    'The measure must be contract amount, production value, receipts or profit',
    'La medida debe ser importe contratado, producción, cobros o beneficio',
  ],
  '分解方式须为平均、按上年同期比例或手工': [
    'The split must be even, by last year or manual',
    'El reparto debe ser uniforme, según el año anterior o manual',
  ],
  手工分解须填写12个月: [
    'A manual split needs all 12 months',
    'Un reparto manual necesita los 12 meses',
  ],
  '请填写调整原因（至少2个字）': [
    'Give the reason for the adjustment (at least 2 characters)',
    'Indique el motivo del ajuste (al menos 2 caracteres)',
  ],
  调整原因不能超过500个字: [
    'The reason may not exceed 500 characters',
    'El motivo no puede superar los 500 caracteres',
  ],
  '进度须为0至100之间的数字，最多两位小数': [
    'Progress must be a number from 0 to 100 with at most two decimals',
    'El avance debe ser un número de 0 a 100 con dos decimales como máximo',
  ],
  请至少填写一个合同的进度: [
    'Enter the progress of at least one contract',
    'Introduzca el avance de al menos un contrato',
  ],

  // ── Forms (forms.ts) ──
  '字段标识须以小写字母开头，最多40位字母、数字或 _': [
    'Field keys start with a lower-case letter and have at most 40 letters, digits or _',
    'La clave del campo debe empezar por una letra minúscula y tener como máximo 40 letras, números o _',
  ],
  '表单编码须以字母开头，仅含字母、数字、_ 和 -': [
    'The form code must start with a letter and hold only letters, digits, _ and -',
    'El código del formulario debe empezar por una letra y contener solo letras, dígitos, _ y -',
  ],
  上下限须为数字: ['Limits must be numbers', 'Los límites deben ser números'],
  请输入字段名称: ['Enter the field name', 'Introduzca el nombre del campo'],
  请输入表单名称: ['Enter the form name', 'Introduzca el nombre del formulario'],
  请至少设置一个字段: ['Add at least one field', 'Añada al menos un campo'],
  字段标识重复: ['Duplicate field key', 'Clave de campo duplicada'],
  子表至少需要一列: [
    'A sub-table needs at least one column',
    'Una subtabla necesita al menos una columna',
  ],
  子表列不能是子表或富文本: [
    'A sub-table column cannot be a sub-table or rich text',
    'Una columna de subtabla no puede ser una subtabla ni texto enriquecido',
  ],
  请选择字典或填写选项: [
    'Choose a dictionary or enter the options',
    'Elija un diccionario o introduzca las opciones',
  ],
  只有子表可以设置列: ['Only sub-tables have columns', 'Solo las subtablas tienen columnas'],
  正则表达式无效: ['Invalid regular expression', 'Expresión regular no válida'],
  节点标识格式不正确: ['Invalid node key', 'La clave del nodo no es válida'],
  节点配置了不存在的字段: [
    'The node config names a field the form does not have',
    'La configuración del nodo nombra un campo que el formulario no tiene',
  ],
  上级字段须为表单中的单行文本字段: [
    'The parent field must be a single-line text field of the form',
    'El campo padre debe ser un campo de texto de una línea del formulario',
  ],
};

/** "username: 请输入用户名": contract messages may name their field first. */
const FIELD_PREFIX = /^([\w.]+): ([\s\S]+)$/;
const PLACEHOLDER = /\{(\w+)\}/g;

type Template = { pattern: RegExp; translations: readonly [string, string] };
let templates: Template[] | undefined;

/** Messages that carry a value ("密码不能超过{max}个字符"), as patterns; built on first use. */
function templatesOf(): Template[] {
  templates ??= Object.entries(CONTRACT_MESSAGES)
    .filter(([zh]) => zh.includes('{'))
    .map(([zh, translations]) => {
      const source = zh
        .split(PLACEHOLDER)
        .map((part, index) =>
          index % 2 === 1 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return { pattern: new RegExp(`^${source}$`), translations };
    });
  return templates;
}

function translateText(text: string, column: 0 | 1): string {
  if (Object.hasOwn(CONTRACT_MESSAGES, text)) return CONTRACT_MESSAGES[text]![column];
  for (const { pattern, translations } of templatesOf()) {
    const values = pattern.exec(text)?.groups;
    if (values)
      return translations[column].replace(
        PLACEHOLDER,
        (whole, name: string) => values[name] ?? whole,
      );
  }
  return text;
}

/**
 * A contract message in the given language (zh, en or es); a field prefix ("username: ") is kept.
 * Chinese, any other locale and messages the catalogue does not hold (zod's own, which the caller
 * localises) come back unchanged.
 */
export function translateContractMessage(message: string, locale: string): string {
  const column = locale === 'en' ? 0 : locale === 'es' ? 1 : undefined;
  if (column === undefined) return message;
  const prefixed = FIELD_PREFIX.exec(message);
  if (prefixed) return `${prefixed[1]}: ${translateText(prefixed[2]!, column)}`;
  return translateText(message, column);
}
