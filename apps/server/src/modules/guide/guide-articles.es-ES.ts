import type { ArticleTexts } from './guide-articles.en-US.ts'

/** La guía de demostración en español: un artículo por módulo de la navegación y uno sobre la interfaz. */
export const articlesEs: ArticleTexts = {
  'getting-started': {
    title: 'Primeros pasos en el portal',
    body: `El portal de clientes reúne en un solo lugar los objetivos, proyectos, tendencias y servicios contratados de su empresa.

## Cómo orientarse
- **Navegación** (a la izquierda): todos los módulos del portal. En pantallas pequeñas, ábrala con el botón de menú de la parte superior izquierda.
- **Idioma** (arriba a la derecha): elija uno de los siete idiomas. El portal recuerda su elección para el próximo inicio de sesión.
- **Notificaciones** (la campana, arriba a la derecha): lo que le concierne, en cuanto ocurre.
- **Menú de usuario** (sus iniciales, arriba a la derecha): su perfil, la empresa en la que está trabajando y *Cerrar sesión*.

## Su empresa
Si pertenece a varias empresas, cambie de una a otra en el menú de usuario. Todo lo que ve —equipos, objetivos, paneles— pertenece a la **empresa activa**. La página se vuelve a cargar después del cambio.

## Su perfil
En su perfil puede mantener su nombre y su idioma, decidir cómo le llegan las notificaciones, ver dónde tiene la sesión iniciada y cerrar la sesión en otros dispositivos. También puede crear **tokens de acceso personal** para programas que llaman a la API del portal en su nombre.

## El asistente
Si su empresa tiene activado el asistente de IA, el botón **Preguntar al asistente** de la parte superior abre un chat en cualquier página. Responde a preguntas sobre sus objetivos, proyectos, tendencias y servicios a partir de lo que usted mismo puede ver, enlaza cada elemento que menciona y no modifica nada. En *Asistente* encontrará sus conversaciones anteriores.

## Su página de inicio
Después de iniciar sesión, el portal abre la página de inicio de su empresa. Si no tiene ninguna, abre la pizarra.

> Consejo: puede volver a hacer el recorrido guiado por la navegación en cualquier momento desde la **Guía**.`,
  },
  dashboard: {
    title: 'Panel',
    body: `El panel es su vista general personal: las tarjetas que necesita, ordenadas según su forma de trabajar.

## Tarjetas
Las tarjetas muestran, por ejemplo, sus resultados clave y tareas, el progreso de los objetivos, sus equipos, sus servicios, sus enlaces rápidos, las últimas notificaciones, un radar de tendencias y las últimas señales de mercado. Abra una tarjeta en su propia página para ver más.

## Organizar su panel
Elija **Personalizar** para añadir, mover, cambiar de tamaño o quitar tarjetas y, después, **Guardar panel**. Las tarjetas también se pueden mover con el teclado. Su panel es solo suyo: cada compañero organiza el propio, y usted tiene uno en cada empresa.

## Otras vistas
- **Panel de objetivos**: el progreso por equipo y a lo largo del tiempo, los resultados clave en riesgo o con poca confianza, las tareas atrasadas y las últimas actualizaciones.
- **Análisis**: con qué frecuencia aparece cada competidor en las señales de mercado de su empresa, mes a mes, y los competidores comparados entre sí.`,
  },
  'goals-and-okr': {
    title: 'Objetivos y OKR',
    body: `En Objetivos y OKR su empresa planifica y sigue sus **objetivos y resultados clave**.

## Los elementos básicos
1. **Objetivos**: lo que se quiere lograr, p. ej., *Convertirnos en el proveedor preferido en la región DACH*.
2. **Resultados clave**: resultados medibles que demuestran que se ha alcanzado el objetivo.
3. **Proyectos**: el trabajo que hace avanzar un resultado clave.
4. **Tareas**: los pasos concretos de un proyecto; marque una tarea cuando esté hecha.

## Actualizaciones de progreso
Registre el valor actual de un resultado clave con **Actualizar progreso**: el valor, su grado de confianza de 0 a 10 y un comentario. El historial muestra todas las actualizaciones. Un resultado clave también puede recibir sus valores **mediante integraciones**: en ese caso, una cuenta de servicio de su empresa los comunica a través de la API y quedan marcados como tales.

## Trabajar con equipos
Cada elemento puede pertenecer a un equipo y tiene una persona responsable. Filtre la tabla o el diagrama por equipo para ver los objetivos de un equipo.

## Vistas
- **Tabla**: todos los elementos con su progreso, con orden y filtros.
- **Diagrama**: cómo se relacionan los objetivos, los resultados clave y los proyectos.
- **Vistas guardadas**: conserve un filtro que use a menudo y vuelva a abrirlo con un clic.

Cualquier elemento se abre en el panel lateral para editarlo. Su historial de cambios muestra quién cambió qué y cuándo.`,
  },
  'programmes-and-projects': {
    title: 'Programas y proyectos',
    body: `Programas y proyectos (PPM) gestiona las medidas de su transformación, desde el programa hasta cada medida concreta, con sus fases de aprobación (*gates*), informes de estado y efectos.

## Estructura
- Los **programas** agrupan **proyectos**; un proyecto se divide en **paquetes de medidas**, y estos, en **medidas**.
- Cree cada nivel con **Nuevo** dentro del nivel superior, edítelo, muévalo con todo su contenido o elimínelo.

## La cartera
La cartera muestra cada nivel con su estado, su fase, su responsable, el efecto neto previsto y el real, y el objetivo; fíltrela por estado, fase y responsable, o busque entre las medidas. Un gráfico muestra el efecto previsto por fase frente al objetivo, y la **cronología** muestra los programas, proyectos y paquetes de principio a fin. Tanto la cartera como los efectos pueden exportarse a Excel.

## Una medida
- **Detalles**: responsable, patrocinador, aprobador, fechas, estado, caso de negocio y efecto objetivo.
- **Actividad**: todo lo que ha ocurrido, con comentarios.
- **Informes de estado**: situación general, plazos, presupuesto y alcance en verde, ámbar o rojo, con resumen, riesgos y próximos pasos. Guarde un borrador y publíquelo; la cartera indica cuándo un informe vence o está atrasado.
- **Efectos**: importes previstos y reales por mes para reducciones de costes, aumentos de ingresos, costes puntuales e inversiones, en la moneda de su empresa.
- **Fases**: de *L0 Idea* a *L5 Materializada*. Solicite la fase siguiente; la persona aprobadora la aprueba o la rechaza. A partir de L2 se necesitan un caso de negocio y efectos previstos.`,
  },
  'trend-management': {
    title: 'Gestión de tendencias',
    body: `La gestión de tendencias ofrece a su empresa una biblioteca de tendencias seleccionadas y le permite valorar en equipo las que le importan.

## La biblioteca
- **Megatendencias**: cambios globales a largo plazo, como el *cambio demográfico*.
- **Macrotendencias**: evoluciones dentro de una megatendencia.
- **Microtendencias**: señales concretas con imágenes y descripciones, vinculadas a sus macrotendencias, sectores e innovaciones.

Busque en la biblioteca y fíltrela por megatendencia, macrotendencia, sector, innovación y fecha de publicación. Marque las tendencias con la estrella para guardarlas entre sus **favoritos**. El equipo del portal mantiene la biblioteca.

## Hubs de tendencias
Un **hub** es la colección de tendencias de su empresa sobre una pregunta. Sus miembros añaden tendencias de la biblioteca con una nota sobre por qué importan y las valoran por impacto, relevancia y horizonte temporal. El **radar de tendencias** muestra las tendencias valoradas por megatendencia y horizonte temporal; puede exportarlo como SVG o PNG.

## De la tendencia a la acción
En una tendencia de un hub, vincule los objetivos de Objetivos y OKR que responden a ella (*Qué hacemos al respecto*).`,
  },
  'market-intelligence': {
    title: 'Inteligencia de mercado',
    body: `Inteligencia de mercado muestra lo que hacen sus competidores: los **competidores** de su empresa y las **señales de mercado** registradas sobre ellos, es decir, noticias y notas, cada una con su fuente, su fecha y sus etiquetas.

## El panel
El panel de inteligencia de mercado muestra los competidores con sus últimas señales y sus etiquetas más frecuentes, gráficos de las señales por mes y por competidor, y la lista de señales. Busque entre las señales y fíltrelas por competidor, etiqueta, tipo y fecha.

## Análisis
En **Panel › Análisis** verá con qué frecuencia ha aparecido cada competidor en sus señales, mes a mes, y podrá comparar los competidores entre sí.

## Quién registra las señales
Los administradores de la empresa registran competidores y señales en *Gestionar inteligencia de mercado*; todos los miembros de la empresa pueden consultarlos.`,
  },
  services: {
    title: 'Servicios',
    body: `Servicios muestra todo lo que su empresa ha contratado a través del portal.

## Abrir un servicio
Elija un servicio para abrirlo. Según el servicio, se abre
- **dentro del portal**,
- **integrado** en una página del portal, o
- en un sitio **externo**, posiblemente en una pestaña nueva.

Marque como **favoritos** los servicios que usa a menudo; la tarjeta *Mis servicios* de su panel los muestra junto con los que ha abierto recientemente.

## Categorías y puntos de acceso
Los servicios se agrupan en **categorías**. El lugar desde el que se accede a un servicio —su **punto de acceso**— lo configura el equipo del portal en el catálogo de servicios, así que no necesita direcciones ni marcadores propios. Algunos servicios solo están disponibles para determinados grupos de su empresa.

Su empresa también puede usar un servicio como página de inicio.`,
  },
  whiteboard: {
    title: 'Pizarra',
    body: `La pizarra es una superficie de dibujo para talleres, bocetos y planificación, en la que se puede dibujar en equipo y en directo.

## Escenas
Cada pizarra es una **escena**. *Pizarra*, en el menú, muestra las escenas que puede abrir —las suyas y las que sus compañeros comparten con la empresa— con una vista previa, una búsqueda y un filtro. *Nueva escena* crea una; el menú de una escena permite cambiarle el nombre, compartirla, duplicarla o eliminarla. Una escena eliminada se puede recuperar con *Deshacer* durante 7 días.

## Guardado
Todo lo que dibuja se guarda un momento después de que se detenga; la línea situada sobre la pizarra indica si todos los cambios están guardados. Si no se puede acceder al portal, su dibujo se conserva en la pestaña y se guarda cuando se restablece la conexión.

## Dibujar en equipo
Comparta una escena con *Todos pueden dibujar* y los compañeros que la abran dibujarán con usted: verá sus trazos y punteros, con sus nombres, en tiempo real. Con *Todos pueden verla*, siguen el trabajo sin modificar nada.

## Trabajar en la pizarra
- Dibuje formas, flechas y líneas a mano alzada, escriba texto e inserte imágenes (PNG, JPEG, WebP o GIF de hasta 4 MB).
- Mueva, agrupe y dé formato a los elementos con la barra de herramientas; guarde sus formas favoritas en la biblioteca.
- Exporte la pizarra o una selección como PNG o SVG desde el menú.

La pizarra es también la página de inicio predeterminada del portal cuando su empresa no tiene ninguna.`,
  },
  academy: {
    title: 'Academia',
    body: `La academia contiene material de aprendizaje preparado para usted: **cursos** formados por **lecciones**.

## Realizar un curso
1. Abra un curso desde la cuadrícula de cursos.
2. Lea cada lección; una lección puede contener texto, un **vídeo** y **archivos** para descargar.
3. Elija **Marcar como completada** cuando termine una lección.

## Su progreso
Cada curso muestra cuántas de sus lecciones ha completado. Su progreso se guarda en su cuenta, así que puede continuar desde cualquier dispositivo.

El equipo del portal redacta los cursos y los publica cuando están listos.`,
  },
  notifications: {
    title: 'Notificaciones',
    body: `Las notificaciones le mantienen al tanto de lo que le concierne. La campana de la parte superior de cada página muestra cuántas hay sin leer y se actualiza en cuanto ocurre algo.

## Tipos de notificaciones
- **Anuncios** del equipo del portal, por ejemplo sobre tareas de mantenimiento o nuevas funciones. Uno crítico se muestra como banner en todas las páginas hasta que lo oculte.
- **Notificaciones personales**: un objetivo, un resultado clave o un proyecto que se le ha asignado, una tarea nueva para usted, una actualización pendiente o atrasada, una respuesta a su solicitud de soporte o de coaching, y un aviso de seguridad cuando un administrador empieza a actuar en su nombre para ayudarle.

## Lectura
Abra **Notificaciones** desde la campana: las no leídas aparecen primero y puede filtrar por estado de lectura y por tipo. Al abrir una notificación, se marca como leída y le lleva a aquello de lo que trata; **Marcar todas como leídas** vacía la lista de una vez.

## Su página de inicio
La página de inicio le recibe con los anuncios actuales y una lista de todo lo que requiere su atención ahora: actualizaciones pendientes, tareas pendientes o atrasadas y, para el equipo del portal, solicitudes que esperan respuesta.

## Usted decide
En su perfil, elija para cada tipo si le llega en el portal, por correo electrónico, por ambas vías o de ninguna forma. El aviso de seguridad se muestra siempre en el portal.`,
  },
  coaching: {
    title: 'Coaching',
    body: `El coaching le pone en contacto con nuestros coaches en materia de liderazgo, objetivos y trabajo en equipo.

## Solicitar coaching
1. Elija una de las **ofertas** de la página de coaching.
2. Describa su tema y proponga las fechas que le convengan.
3. Envíe la solicitud.

## Después de la solicitud
Sus solicitudes aparecen en la página de coaching. Allí usted y el equipo de coaching se escriben, el equipo fija la fecha y usted recibe una notificación con cada respuesta. Cierre una solicitud cuando esté resuelta.`,
  },
  'using-the-guide': {
    title: 'Cómo usar la guía',
    body: `La guía explica cada módulo del portal; esta página forma parte de ella.

## Encontrar ayuda
- **Busque** cualquier palabra: la guía la encuentra en los títulos y textos en su idioma, incluidas otras formas de la palabra (*equipo* encuentra *equipos*).
- **Filtre por módulo** para ver solo los artículos sobre una parte del portal.

## El recorrido guiado
En su primera visita se inicia un breve recorrido por la navegación, el menú de idioma y el menú de usuario. Elija **Reiniciar el recorrido** en la página de la guía para volver a hacerlo.

El equipo del portal redacta los artículos en inglés, alemán, español, francés y portugués; las variantes austriaca y suiza muestran el texto alemán.`,
  },
  support: {
    title: 'Soporte',
    body: `Soporte es la forma de contactar con el equipo del portal cuando algo no funciona o falta.

## Antes de escribir
- Consulte la **guía**: allí encontrará respuesta a muchas preguntas.
- Anote qué hizo, qué esperaba y qué ocurrió en su lugar.

## Enviar una solicitud
Describa su consulta en la página de soporte. Cuanto más precisa sea la descripción —la página, la hora, una captura de pantalla—, antes podremos ayudarle.

## La respuesta
Sus solicitudes aparecen en la página de soporte con toda la conversación. Allí puede leer nuestras respuestas, que también recibe por correo electrónico. Responda en la misma página; una respuesta a una solicitud cerrada vuelve a abrirla.`,
  },
  users: {
    title: 'Usuarios',
    body: `Usuarios es la administración de las personas que pueden iniciar sesión.

## Quién ve qué
- Los **administradores de la empresa** ven y gestionan a los miembros de su empresa.
- El **equipo del portal** ve a todos los usuarios de todas las empresas.

## Qué puede hacer
- **Buscar** usuarios por nombre o correo electrónico y consultar sus empresas, funciones, grupos y si la cuenta está activa.
- Crear usuarios uno a uno o **importar** muchos a la vez desde un archivo Excel o CSV, con una invitación por correo electrónico.
- Enviar un enlace para **restablecer la contraseña**.
- Gestionar los **grupos** de la empresa, que determinan quién puede abrir determinados servicios.
- **Directorio**: si el directorio de su empresa (LDAP o Active Directory) está conectado, importe usuarios desde él y siga sus sincronizaciones.
- El **registro de auditoría** recoge quién cambió qué.
- El equipo del portal puede **actuar como un usuario** (suplantación) para ver el portal con sus ojos; un banner lo indica mientras dura, la persona recibe un aviso y cada inicio y cada fin quedan registrados.`,
  },
  teams: {
    title: 'Equipos',
    body: `Equipos agrupa a las personas de su empresa en las unidades que trabajan juntas en objetivos y proyectos.

## Un equipo tiene
- un **nombre** y una breve descripción,
- un **responsable**, que siempre es miembro,
- **miembros** de su empresa.

## Gestionar equipos
Los administradores de empresa crean equipos, cambian su responsable y sus miembros, y eliminan los equipos que ya no existen. Todos los miembros de la empresa pueden ver los equipos y quién pertenece a ellos.

Objetivos y OKR utiliza los equipos para filtrar y agrupar objetivos y proyectos.`,
  },
  'auto-assign-rules': {
    title: 'Reglas de asignación',
    body: `Las reglas de asignación colocan automáticamente a las personas nuevas en el lugar adecuado.

## Cómo funciona una regla
Una regla indica un **dominio de correo** de su empresa, por ejemplo *acme.example*, y los **grupos** a los que se incorporan las personas nuevas. Quien tenga una dirección de ese dominio pasa a formar parte de su empresa y de esos grupos
- al registrarse,
- cada vez que inicia sesión con el inicio de sesión único, y
- siempre que la importación del directorio lo da de alta o lo actualiza.

Una regla se aplica en cuanto el equipo del portal aprueba su dominio; no se admiten proveedores de correo públicos.

## Conviene saber
Las reglas solo añaden: modificar o eliminar una regla no saca a nadie de su empresa ni de sus grupos.

Los administradores de la empresa gestionan las reglas de su empresa; el equipo del portal, todas las reglas.`,
  },
  companies: {
    title: 'Empresas',
    body: `En Empresas, el equipo del portal gestiona las empresas clientes.

## Para cada empresa
- **Nombre** y **logotipo**.
- **Página de inicio**: adónde llegan los miembros tras iniciar sesión; una página interna del portal, un sitio externo (en la misma pestaña o en una nueva) o un servicio integrado. Sin página de inicio, se abre la pizarra.
- **Módulos**: qué módulos ven las personas de la empresa, cuáles aparecen bloqueados con una nota sobre cómo obtenerlos y cuáles están ocultos; y si el asistente de IA está activado, cuando el portal tiene uno configurado.
- **Códigos de activación** con los que las personas se incorporan a la empresa.
- **Identidad**: inicio de sesión único a través del proveedor de identidad de la empresa (OpenID Connect) y su directorio (LDAP o Active Directory), importado y sincronizado.

Solo el equipo del portal crea, modifica o elimina empresas. Los miembros consultan la página de su empresa y cambian de una empresa a otra en el menú de usuario.

## Para los administradores de la empresa
En la página de la empresa en la que trabajan, los administradores de la empresa gestionan
- las **cuentas de servicio** y sus tokens, con los que las integraciones usan la API del portal, y
- los **webhooks**, que informan a sus propios sistemas de los eventos de la empresa, firmados y reenviados hasta que se reciben.`,
  },
  'market-intelligence-admin': {
    title: 'Gestionar inteligencia de mercado',
    body: `En *Gestionar inteligencia de mercado* se mantiene la inteligencia de mercado de su empresa.

## Tareas
- Registrar los **competidores** que sigue, con su sitio web y una descripción.
- Registrar **señales** —noticias con la dirección de su fuente o notas propias— con fecha, resumen, etiquetas y el competidor al que se refieren.
- Eliminar lo que ya no es relevante; las señales de un competidor eliminado se conservan, sin competidor.

Los administradores de la empresa gestionan la inteligencia de mercado de su empresa, y el equipo del portal, la de todas. Todos los miembros de la empresa la consultan en el panel de inteligencia de mercado.`,
  },
}
