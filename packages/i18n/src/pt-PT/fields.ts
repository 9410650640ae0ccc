import type { fields as en } from '../en-US/fields.ts'
import type { Messages } from '../messages.ts'

/** Mensagens de campo: a API envia-as em `errors` (problem+json); a web mostra as mesmas antes do envio. */
export const fields: Messages<typeof en> = {
  required: 'Este campo é obrigatório.',
  too_short_one: 'Deve ter pelo menos {{count}} carácter.',
  too_short_many: 'Deve ter pelo menos {{count}} caracteres.',
  too_short_other: 'Deve ter pelo menos {{count}} caracteres.',
  too_long_one: 'Deve ter no máximo {{count}} carácter.',
  too_long_many: 'Deve ter no máximo {{count}} caracteres.',
  too_long_other: 'Deve ter no máximo {{count}} caracteres.',
  too_small_number: 'Deve ser pelo menos {{minimum}}.',
  too_big_number: 'Deve ser no máximo {{maximum}}.',
  greater_than: 'Deve ser superior a {{minimum}}.',
  less_than: 'Deve ser inferior a {{maximum}}.',
  too_few_entries_one: 'Pelo menos {{count}} entrada.',
  too_few_entries_many: 'Pelo menos {{count}} entradas.',
  too_few_entries_other: 'Pelo menos {{count}} entradas.',
  too_many_entries_one: 'No máximo {{count}} entrada.',
  too_many_entries_many: 'No máximo {{count}} entradas.',
  too_many_entries_other: 'No máximo {{count}} entradas.',
  invalid_type: 'Esperava-se {{expected}}.',
  invalid_value: 'Deve ser um dos seguintes: {{options}}.',
  unknown_field: 'Este campo não é permitido.',
  wrong_password: 'A palavra-passe atual está incorreta.',
  invalid: 'Este valor não é válido.',
  not_member: 'Só podem ser escolhidos membros da empresa.',
  duplicate: 'Este valor já está a ser utilizado.',
  children: 'Escolha desassociar, mover ou eliminar.',
  children_move_or_delete: 'As tarefas precisam de um projeto: escolha mover ou eliminar.',
  ppm_business_case: 'Escreva primeiro o caso de negócio: é necessário a partir da etapa L2.',
  ppm_planned_effects: 'Planeie primeiro os efeitos: são necessários a partir da etapa L2.',
  ppm_last_gate: 'L5 é a última etapa.',
  ppm_pending: 'Já existe um pedido a aguardar decisão.',
  ppm_return_gate: 'Escolha uma etapa anterior à atual.',
  unknown_microtrend: 'Essa tendência não existe na biblioteca.',
  trend_not_in_hub: 'Esta tendência não está no hub; adicione-a primeiro.',
  unknown_trend_link: 'Um destes elementos não está na biblioteca de tendências.',
  import_content:
    'Não foi possível ler o ficheiro: envie uma matriz JSON de tendências ou um CSV com uma linha de cabeçalho que inclua external_id.',
  okr_cycle:
    'Um objetivo não pode estar alinhado consigo próprio nem com um dos objetivos alinhados abaixo dele.',
  not_in_company: 'Não encontrado nesta empresa.',
  import_key_required:
    'Indique um external_id ou um url na linha: as importações reconhecem os sinais por eles.',
  import_duplicate_row: 'A mesma chave já consta da linha {{row}} deste ficheiro.',
  unknown_competitor: 'Não existe nenhum concorrente «{{name}}» nesta empresa; adicione-o primeiro.',
  import_signal_content:
    'Não foi possível ler o ficheiro: envie uma matriz JSON de sinais ou um CSV com uma linha de cabeçalho que inclua title.',
  equals_start: 'O valor-alvo deve ser diferente do valor inicial.',
  currency_code: 'Utilize um código de moeda de três letras, como EUR.',
  yes_no: 'Deve ser 0 (não) ou 1 (sim).',
  period: 'Utilize um trimestre, como 2026-Q4, ou um ano, como 2026.',
  period_end: 'O fim não pode ser anterior ao início.',
  end_date: 'O fim não pode ser anterior ao início.',
  move_to: 'Indique o elemento para onde mover, e apenas com children=move.',
  move_to_self: 'Escolha um elemento diferente do que está a ser eliminado.',
  empty_patch: 'Envie pelo menos um campo.',
  milestones: 'Adicione pelo menos um marco.',
  unknown_milestone: 'Não é um marco deste resultado-chave.',
  file_required: 'Escolha um ficheiro para carregar.',
  too_many_files_one: 'No máximo {{count}} ficheiro.',
  too_many_files_many: 'No máximo {{count}} ficheiros.',
  too_many_files_other: 'No máximo {{count}} ficheiros.',
  href: 'Introduza um caminho do portal, como /client/okr, ou um endereço https completo.',
  file_too_large: '{{name}} tem mais de {{megabytes}} MB.',
  file_empty: '{{name}} está vazio.',
  file_type: '{{name}} não é um ficheiro permitido ({{types}}) ou o seu conteúdo não corresponde ao nome.',
  offer_unavailable: 'Esta oferta de coaching não está disponível.',
  past_date: 'Escolha datas a partir de hoje.',
  activation_code:
    'Este código não é válido: pode ter sido mal escrito, já utilizado, revogado ou ter expirado.',
  code_other_email: 'Este código foi emitido para outro endereço de e-mail.',
  account_inactive: 'Esta conta está desativada. Contacte o seu administrador.',
  current_password_needed:
    'Já existe uma conta com este e-mail: introduza a palavra-passe atual para aderir à empresa.',
  account_exists:
    'Já existe uma conta com este e-mail. Inicie sessão ou peça um código emitido para este endereço.',
  json_body: 'O corpo deve ser JSON válido, sem campos denominados __proto__ ou constructor.prototype.',
  json_too_deep: 'O corpo aninha os seus valores em mais de {{max}} níveis.',
  control_character:
    'Remova deste texto o carácter de controlo invisível (como um byte NUL): não é possível guardá-lo.',
  multipart_body: 'O formulário não foi enviado na totalidade. Envie-o novamente.',
  portal_path: 'Introduza um caminho do portal, como /client/dashboard.',
  not_for_type: 'Deixe este campo vazio para este tipo.',
  url_not_https: 'Introduza um endereço https completo.',
  url_credentials: 'Um endereço não pode conter um nome de utilizador nem uma palavra-passe.',
  url_private_host:
    'Introduza o endereço de um site público: não são permitidos endereços locais, privados ou reservados.',
  url_own_portal:
    'Uma página deste portal abre como ponto de acesso interno: introduza antes o respetivo caminho.',
  slug_reserved: 'Este nome está reservado ou parece um identificador; escolha outro.',
  unknown_service: 'Não existe nenhum serviço com este nome.',
  start_page_type: 'O serviço não abre desta forma; escolha um serviço do mesmo tipo que a página inicial.',
  group_not_in_company: 'Só podem ser escolhidos grupos desta empresa.',
  builtin_fixed: 'Um serviço integrado mantém o seu nome e não tem ponto de acesso.',
  email_taken: 'Já existe uma conta com este e-mail.',
  duplicate_in_file: 'Este e-mail também consta da linha {{row}}.',
  own_company_only: 'Só pode ser escolhida a sua própria empresa.',
  unknown_company: 'Não existe nenhuma empresa com este nome.',
  unknown_group: 'Não existe nenhum grupo “{{name}}” nesta empresa.',
  needs_company: 'Um administrador da empresa precisa de uma empresa.',
  group_company: 'Os grupos devem pertencer a uma das empresas da pessoa.',
  invalid_email: 'Introduza um endereço de e-mail válido.',
  password_personal:
    'Esta palavra-passe é demasiado fácil de adivinhar: baseia-se no seu nome ou endereço de e-mail.',
  password_common:
    'Esta palavra-passe é demasiado fácil de adivinhar: consta de listas de palavras-passe comuns e divulgadas.',
  password_keyboard:
    'Esta palavra-passe é demasiado fácil de adivinhar: segue uma fila ou um padrão de teclas.',
  password_repeat:
    'Esta palavra-passe é demasiado fácil de adivinhar: repete caracteres ou padrões, como “aaa” ou “abcabc”.',
  password_sequence:
    'Esta palavra-passe é demasiado fácil de adivinhar: é uma sequência, como “abc” ou “1234”.',
  password_dates: 'Esta palavra-passe é demasiado fácil de adivinhar: é composta por datas ou anos.',
  password_words:
    'Esta palavra-passe é demasiado fácil de adivinhar: palavras isoladas e nomes comuns são os primeiros a ser testados.',
  password_weak: 'Esta palavra-passe é demasiado fácil de adivinhar.',
  password_tip_more_words:
    'Sugestão: utilize várias palavras pouco comuns, por exemplo três ou quatro unidas por sinais.',
  password_tip_l33t: 'Sugestão: substituições como “@” em vez de “a” também são testadas e pouco ajudam.',
  password_tip_reversed: 'Sugestão: uma palavra escrita ao contrário não é mais difícil de adivinhar.',
  password_tip_uppercase: 'Sugestão: escreva algumas letras em maiúsculas, mas não todas.',
  password_tip_capitalization: 'Sugestão: use maiúsculas para além da primeira letra.',
  password_tip_dates: 'Sugestão: evite datas e anos, sobretudo os que estão relacionados consigo.',
  password_tip_sequences: 'Sugestão: evite sequências como “abc” ou “123”.',
  password_tip_repeated: 'Sugestão: evite palavras e caracteres repetidos.',
  password_tip_keyboard:
    'Sugestão: um padrão de teclado só ajuda se for longo e mudar frequentemente de direção.',
  registration_closed:
    'O registo não está aberto para este domínio de e-mail. Peça um convite ao administrador da sua empresa.',
  link_invalid: 'Esta ligação já não é válida: foi utilizada ou expirou. Peça uma nova.',
  invalid_domain: 'Introduza um domínio, como example.com.',
  public_mail_domain:
    'O domínio de um fornecedor de e-mail público não pode encaminhar pessoas para uma empresa.',
  domain_in_use:
    'Este domínio é utilizado por pessoas de outra empresa. Peça aos administradores do portal que o atribuam.',
  operator_domain:
    'Este domínio pertence ao operador do portal e não pode encaminhar pessoas para uma empresa.',
  always_in_portal:
    'Um aviso de segurança aparece sempre no portal: escolha o portal, ou o portal e o e-mail.',
  not_a_picture: 'Isto não é uma imagem PNG, JPEG ou WebP (não são aceites SVG).',
  picture_too_large: 'Uma imagem pode ter no máximo {{max}} MB.',
  trend_picture_ref:
    'Envie a imagem como endereço data: de um ficheiro PNG, JPEG ou WebP, ou o endereço de uma das imagens desta tendência.',
  too_many_pictures: 'Uma tendência tem no máximo {{max}} imagens.',
  color: 'Utilize uma cor como #00484D.',
  measures_metric:
    'Apenas um resultado-chave numérico ou monetário pode obter o seu valor das medidas de PPM.',
  measures_currency: 'A moeda do resultado-chave tem de ser a moeda do PPM.',
  value_from_measures:
    'Este resultado-chave obtém o valor a partir das suas medidas de PPM: muda quando os efeitos realizados mudam, não à mão.',
  measures_metric_kept:
    'Este resultado-chave obtém o valor a partir de medidas de PPM, que só um resultado-chave numérico ou monetário pode seguir. Desative primeiro «Valor a partir das medidas de PPM».',
  measures_currency_kept:
    'Este resultado-chave obtém o valor a partir de medidas de PPM na moeda do PPM. Desative «Valor a partir das medidas de PPM» para lhe dar outra moeda.',
}
