"""Render two synthetic Indian health-insurance policy wordings (h15).

A: Navi General Insurance Limited, short flat-numbered wording with a ruled "Limits at a glance" table.
B: Magma HDI General Insurance Company Limited, family floater, Silver/Gold/Platinum wide table without lines.

Run: /work/main/.venv/bin/python make_wordings.py
"""
from pathlib import Path

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import (KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table,
                                TableStyle)

rl_config.invariant = 1  # deterministic PDFs (fixed dates and ids), so the sha256 labels stay valid on re-run
OUT = Path(__file__).resolve().parent
FD = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DVS", FD + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DVS-B", FD + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVSC", FD + "DejaVuSansCondensed.ttf"))
pdfmetrics.registerFont(TTFont("DVSC-B", FD + "DejaVuSansCondensed-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVSer", FD + "DejaVuSerif.ttf"))
pdfmetrics.registerFont(TTFont("DVSer-B", FD + "DejaVuSerif-Bold.ttf"))
from reportlab.pdfbase.pdfmetrics import registerFontFamily  # noqa: E402

registerFontFamily("DVS", normal="DVS", bold="DVS-B", italic="DVS", boldItalic="DVS-B")
registerFontFamily("DVSC", normal="DVSC", bold="DVSC-B", italic="DVSC", boldItalic="DVSC-B")
registerFontFamily("DVSer", normal="DVSer", bold="DVSer-B", italic="DVSer", boldItalic="DVSer-B")

SYNTH = "Synthetic test wording \u2013 not an insurance product"


def make_canvas(header_fn):
    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            self._saved = []

        def showPage(self):
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self):
            total = len(self._saved)
            for st in self._saved:
                self.__dict__.update(st)
                header_fn(self, self._pageNumber, total)
                super().showPage()
            super().save()

    return NumberedCanvas


# ----------------------------------------------------------------------------------------------------------
# Wording A: Navi
# ----------------------------------------------------------------------------------------------------------
A_INS = "Navi General Insurance Limited"
A_PROD = "Arogya Kavach Health Policy"
A_UIN = "NAVHLIP25063V012425"
A_STEM = "Navi_Arogya-Kavach_" + A_UIN


def a_header(c, n, total):
    w, h = A4
    c.saveState()
    c.setFont("DVS-B", 8)
    c.drawString(18 * mm, h - 12 * mm, A_INS)
    c.setFont("DVS", 8)
    c.drawRightString(w - 18 * mm, h - 12 * mm, f"{A_PROD} | UIN: {A_UIN}")
    c.setStrokeColor(colors.HexColor("#1b5e20"))
    c.setLineWidth(0.8)
    c.line(18 * mm, h - 14 * mm, w - 18 * mm, h - 14 * mm)
    c.line(18 * mm, 14 * mm, w - 18 * mm, 14 * mm)
    c.setFont("DVS", 7)
    c.drawString(18 * mm, 10 * mm, "Navi General Insurance Limited, IRDAI Regn. No. 155. Registered Office: Koramangala, Bengaluru 560034.")
    c.drawRightString(w - 18 * mm, 10 * mm, f"Page {n} of {total}")
    if n == 1:
        c.setFont("DVS", 6.5)
        c.drawCentredString(w / 2, 6 * mm, SYNTH)
    c.restoreState()


def build_a():
    base = ParagraphStyle("a", fontName="DVS", fontSize=9.3, leading=12.2, alignment=TA_JUSTIFY, spaceAfter=3)
    head = ParagraphStyle("ah", parent=base, fontName="DVS-B", fontSize=8.8, spaceBefore=5, spaceAfter=2,
                          textColor=colors.HexColor("#1b5e20"), alignment=0, keepWithNext=1)
    title = ParagraphStyle("at", parent=base, fontName="DVS-B", fontSize=13, leading=16, alignment=TA_CENTER,
                           spaceAfter=2)
    sub = ParagraphStyle("as", parent=base, alignment=TA_CENTER, fontSize=8.5)
    bul = ParagraphStyle("ab", parent=base, leftIndent=10, bulletIndent=2, spaceAfter=1)
    cell = ParagraphStyle("ac", parent=base, fontSize=8.8, leading=11, alignment=0, spaceAfter=0)
    cellb = ParagraphStyle("acb", parent=cell, fontName="DVS-B")

    s = []
    P = lambda t: s.append(Paragraph(t, base))  # noqa: E731
    n = [0]

    def H(t):
        n[0] += 1
        s.append(Paragraph(f"{n[0]}. {t}", head))

    def B(items):
        for it in items:
            s.append(Paragraph(it, bul, bulletText="\u2022"))

    s.append(Paragraph(A_INS, title))
    s.append(Paragraph(f"<b>{A_PROD}</b> \u2013 Policy Wording", sub))
    s.append(Paragraph(f"UIN: {A_UIN}", sub))
    s.append(Spacer(1, 4))

    H("PREAMBLE")
    P("This Policy is a contract of insurance between Navi General Insurance Limited (called \"the Company\", "
      "\"We\", \"Us\" or \"Our\") and the Policyholder named in the Policy Schedule. In return for the premium paid, "
      "and relying on the Proposal and the declarations made by or on behalf of each Insured Person, which form the "
      "basis of this contract, We will pay for Medical Expenses incurred on admissible treatment of an Insured "
      "Person during the Policy Period, subject to the terms, conditions, limits and exclusions written below. The "
      "Policy Schedule, the Proposal, any Endorsement and this wording are to be read together as one document. "
      "The Policy may be issued on an individual basis or on a family floater basis, as shown in the Policy Schedule.")

    H("DEFINITIONS")
    P("The words below carry the meaning given here wherever they appear in this Policy. Words in the singular "
      "include the plural and references to the male gender include the female.")
    defs = [
        ("Accident", "means a sudden, unforeseen and involuntary event caused by external, visible and violent means."),
        ("Any One Illness", "means continuous period of illness and includes relapse within 45 days from the date of "
         "last consultation with the Hospital/Nursing Home where treatment was taken."),
        ("AYUSH Treatment", "refers to the medical and/or hospitalization treatments given under Ayurveda, Yoga and "
         "Naturopathy, Unani, Siddha and Homeopathy systems."),
        ("Cashless Facility", "means a facility extended by the insurer to the insured where the payments, of the costs "
         "of treatment undergone by the insured in accordance with the Policy terms and conditions, are directly made "
         "to the network provider by the insurer to the extent pre-authorization is approved."),
        ("Co-payment", "means a cost sharing requirement under a health insurance policy that provides that the "
         "policyholder/insured will bear a specified percentage of the admissible claims amount. A co-payment does not "
         "reduce the Sum Insured."),
        ("Day Care Treatment", "means medical treatment, and/or surgical procedure which is undertaken under General or "
         "Local Anesthesia in a hospital/day care centre in less than 24 hrs because of technological advancement, and "
         "which would have otherwise required hospitalization of more than 24 hours. Treatment normally taken on an "
         "out-patient basis is not included in the scope of this definition."),
        ("Grace Period", "means the specified period of time, immediately following the premium due date during which "
         "premium payment can be made to renew or continue a policy in force without loss of continuity benefits "
         "pertaining to waiting periods and coverage of pre-existing diseases. The coverage is not available during "
         "the period for which no premium is received."),
        ("Hospital", "means any institution established for in-patient care and day care treatment of illness and/or "
         "injuries and which has been registered as a hospital with the local authorities under the Clinical "
         "Establishments (Registration and Regulation) Act, 2010 or under enactments specified under Schedule of "
         "Section 56(1) of the said Act, or complies with the minimum criteria of qualified nursing staff round the "
         "clock, at least 10 in-patient beds in towns having a population of less than 10 lacs and at least 15 "
         "in-patient beds in all other places, qualified medical practitioner(s) in charge round the clock, a fully "
         "equipped operation theatre where surgical procedures are carried out, and daily records of patients."),
        ("Hospitalisation", "means admission in a Hospital for a minimum period of 24 consecutive In-patient Care "
         "hours except for specified procedures/treatments, where such admission could be for a period of less than "
         "24 consecutive hours."),
        ("Intensive Care Unit", "means an identified section, ward or wing of a hospital which is under the constant "
         "supervision of a dedicated medical practitioner(s), and which is specially equipped for the continuous "
         "monitoring and treatment of patients who are in a critical condition, or require life support facilities "
         "and where the level of care and supervision is considerably more sophisticated and intensive than in the "
         "ordinary and other wards."),
        ("Pre-existing Disease", "means any condition, ailment, injury or disease that is/are diagnosed by a physician "
         "not more than 36 months prior to the date of commencement of the policy issued by the insurer, or for which "
         "medical advice or treatment was recommended by, or received from, a physician not more than 36 months prior "
         "to the date of commencement of the policy."),
        ("Illness", "means a sickness or a disease or pathological condition leading to the impairment of normal "
         "physiological function and requires medical treatment."),
        ("Injury", "means accidental physical bodily harm excluding illness or disease solely and directly caused by "
         "external, violent, visible and evident means which is verified and certified by a Medical Practitioner."),
        ("In-patient Care", "means treatment for which the insured person has to stay in a hospital for more than 24 "
         "hours for a covered event."),
        ("Medical Practitioner", "means a person who holds a valid registration from the Medical Council of any State "
         "or Medical Council of India or Council for Indian Medicine or for Homeopathy set up by the Government of "
         "India or a State Government and is thereby entitled to practice medicine within its jurisdiction; and is "
         "acting within its scope and jurisdiction of license."),
        ("Medically Necessary Treatment", "means any treatment, tests, medication, or stay in hospital or part of a "
         "stay in hospital which is required for the medical management of the illness or injury suffered by the "
         "insured; must not exceed the level of care necessary to provide safe, adequate and appropriate medical care "
         "in scope, duration, or intensity; must have been prescribed by a medical practitioner; and must conform to "
         "the professional standards widely accepted in international medical practice or by the medical community "
         "in India."),
        ("Network Provider", "means hospitals or health care providers enlisted by an insurer, TPA or jointly by an "
         "Insurer and TPA to provide medical services to an insured by a cashless facility."),
        ("Non-Network Provider", "means any hospital, day care centre or other provider that is not part of the "
         "network."),
        ("Portability", "means the right accorded to individual health insurance policyholders (including all members "
         "under family cover), to transfer the credit gained for pre-existing conditions and time bound exclusions, "
         "from one insurer to another insurer."),
        ("Reasonable and Customary Charges", "means the charges for services or supplies, which are the standard "
         "charges for the specific provider and consistent with the prevailing charges in the geographical area for "
         "identical or similar services, taking into account the nature of the illness / injury involved."),
        ("Renewal", "means the terms on which the contract of insurance can be renewed on mutual consent with a "
         "provision of grace period for treating the renewal continuous for the purpose of gaining credit for "
         "pre-existing diseases, time-bound exclusions and for all waiting periods."),
        ("Room Rent", "means the amount charged by a Hospital towards Room and Boarding expenses and shall include the "
         "associated medical expenses."),
        ("Sum Insured (SI)", "means the amount shown in the Policy Schedule which is Our maximum liability for all "
         "claims in a Policy Year, for the Insured Person (individual cover) or for all Insured Persons together "
         "(floater cover)."),
    ]
    for k, v in defs:
        P(f"<b>{k}</b> {v}")

    H("LIMITS AT A GLANCE")
    P("The table below summarises the limits of this Policy. Each limit applies per Insured Person for individual "
      "cover and per family for floater cover, and is subject to the detailed Clauses that follow.")
    rows = [
        ("Benefit", "Limit"),
        ("Sum Insured options", "Rs. 3,00,000 / 5,00,000 / 7,50,000 / 10,00,000 / 15,00,000 / 20,00,000"),
        ("Room, boarding and nursing", "1% of SI per day (not applicable for SI of Rs 10 lakh and above)"),
        ("ICU / ICCU charges", "2% of SI per day (not applicable for SI of Rs 10 lakh and above)"),
        ("Pre-hospitalisation", "60 days before admission"),
        ("Post-hospitalisation", "90 days after discharge"),
        ("Day Care Treatment", "Covered up to SI"),
        ("Road ambulance", "Up to Rs 3,000 per Hospitalisation"),
        ("Cataract surgery", "Rs 25,000 per eye"),
        ("AYUSH in-patient treatment", "Covered up to SI"),
        ("Organ donor expenses", "Covered up to SI"),
        ("Modern treatment methods", "Covered up to SI"),
        ("Domiciliary Hospitalisation", "Not Covered"),
        ("Maternity", "Not Covered"),
        ("Cumulative Bonus", "10% of SI per claim-free Policy Year, maximum 100%"),
        ("Preventive health check-up", "Up to INR 1500 per adult Insured Person per policy year"),
        ("Voluntary co-payment", "10% or 20% if opted, as specified in the Policy Schedule"),
        ("Pre-existing diseases", "36 months (12 months with the optional PED Waiting Period Reduction)"),
        ("Specified diseases / procedures", "24 months"),
        ("Initial waiting period", "30 days (accidents excepted)"),
    ]
    data = [[Paragraph(a, cellb if i == 0 else cell), Paragraph(b, cellb if i == 0 else cell)]
            for i, (a, b) in enumerate(rows)]
    t = Table(data, colWidths=[58 * mm, 112 * mm])
    t.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#c8e6c9")),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
    ]))
    s.append(t)
    s.append(Spacer(1, 4))

    H("IN-PATIENT HOSPITALISATION")
    P("If an Insured Person is Hospitalised during the Policy Period on the written advice of a Medical "
      "Practitioner for Medically Necessary Treatment of an Illness or Injury, We will pay, by reimbursement or as "
      "a Cashless Facility at a Network Provider, the Reasonable and Customary Charges for: fees of medical "
      "practitioners, surgeons, anaesthetists, consultants and specialists; anaesthesia, blood, oxygen, operation "
      "theatre charges and surgical appliances; medicines, drugs and consumables; diagnostic procedures; and "
      "prosthetic and other devices implanted during a surgical procedure. Room and ICU charges are payable as "
      "described in Clause 5.")

    H("ROOM, BOARDING, NURSING AND ICU CHARGES")
    P("Room, boarding and nursing charges are payable up to 1% of SI per day, and charges for an Intensive Care "
      "Unit or Intensive Cardiac Care Unit up to 2% of SI per day. These per-day limits are not applicable for SI of "
      "Rs 10 lakh and above; under such Policies room and ICU charges are paid as actually incurred, subject only to "
      "the Sum Insured. If an Insured Person whose Sum Insured is below Rs 10 lakh occupies a room with a rent higher "
      "than 1% of SI per day, the associated medical expenses of that Hospitalisation will be paid in the proportion "
      "that the eligible room rent bears to the room rent actually charged. The proportionate deduction does not "
      "apply to pharmacy, consumables, implants, medical devices and diagnostics, nor to ICU charges, nor in a "
      "Hospital that does not have differential billing based on room category.")

    H("PRE-HOSPITALISATION MEDICAL EXPENSES")
    P("We will pay Medical Expenses incurred in the 60 days immediately before the date of admission, provided they "
      "relate to the same condition for which the admissible Hospitalisation took place.")

    H("POST-HOSPITALISATION MEDICAL EXPENSES")
    P("We will pay Medical Expenses incurred in the 90 days immediately after discharge from the Hospital, provided "
      "they relate to the same condition and the Hospitalisation claim is admissible under Clause 4.")

    H("DAY CARE TREATMENT")
    P("Medical Expenses for Day Care Treatment taken in a Hospital or Day Care Centre are covered up to the Sum "
      "Insured. Treatment that is normally taken on an out-patient basis is not a Day Care Treatment.")

    H("ROAD AMBULANCE")
    P("Charges of a registered road ambulance used to take the Insured Person to the nearest Hospital in an "
      "emergency, or from one Hospital to another for better medical facilities, are reimbursed up to Rs. 3,000/- "
      "for each Hospitalisation, provided the Hospitalisation claim is admissible.")

    H("AYUSH TREATMENT")
    P("In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy taken in an AYUSH "
      "Hospital is covered up to the Sum Insured. Out-patient AYUSH consultations are not covered.")

    H("ORGAN DONOR EXPENSES")
    P("We will pay the in-patient expenses of harvesting an organ from a donor for transplant to the Insured "
      "Person, up to the Sum Insured, provided the transplant complies with the Transplantation of Human Organs Act, "
      "1994 and the Insured Person's own claim is admissible. The donor's pre- and post-hospitalisation expenses and "
      "the cost of acquiring the organ are not payable.")

    H("CATARACT SURGERY")
    P("Our liability for cataract surgery is limited to Rs 25,000 per eye in a Policy Year, inclusive of the pre- "
      "and post-hospitalisation expenses of that surgery. Cataract is subject to the waiting period in Clause 19.")

    H("MODERN TREATMENT METHODS")
    P("The following procedures, when taken as in-patient care or as Day Care Treatment, are covered up to the Sum "
      "Insured: uterine artery embolization and HIFU; balloon sinuplasty; deep brain stimulation; oral chemotherapy; "
      "immunotherapy by monoclonal antibody injection; intra vitreal injections; robotic surgeries; stereotactic radio "
      "surgeries; bronchial thermoplasty; vaporisation of the prostate (green laser or holmium laser treatment); "
      "intra-operative neuro monitoring (IONM); and stem cell therapy (hematopoietic stem cells for bone marrow "
      "transplant for haematological conditions).")

    H("CUMULATIVE BONUS")
    P("For each claim-free Policy Year the Sum Insured of the next Policy Year is increased by 10% of the base Sum "
      "Insured, up to a maximum of 100% of the base Sum Insured, provided the Policy is renewed without a break. If "
      "a claim is paid in a Policy Year, the accrued bonus is reduced by 10% of the base Sum Insured at the next "
      "renewal; the base Sum Insured is never reduced. Under a floater Policy the bonus is available to the family "
      "as a whole.")

    H("PREVENTIVE HEALTH CHECK-UP")
    P("Once in every Policy Year, each Insured Person aged 18 years or more may undergo a health check-up at Our "
      "empanelled centre or claim reimbursement of up to INR 1500 for the tests taken. The benefit is available "
      "whether or not a claim has been made, does not reduce the Sum Insured and cannot be carried forward.")

    H("VOLUNTARY CO-PAYMENT")
    P("At inception or at any renewal the Policyholder may opt for a voluntary co-payment of 10% or 20% on every "
      "admissible claim, in return for a premium discount of 7.5% or 15% respectively. Where opted, the percentage "
      "chosen is shown in the Policy Schedule and applies to each claim after all other limits. If the Policy "
      "Schedule shows no voluntary co-payment, no co-payment applies under this Policy. The option can be changed "
      "only at renewal.")

    H("OPTIONAL COVER \u2013 PED WAITING PERIOD REDUCTION")
    P("On payment of an additional premium, and if shown as opted in the Policy Schedule, the waiting period for "
      "Pre-existing Diseases in Clause 18 is reduced from 36 months to 12 months. The option is available only at "
      "first inception of the Policy with Us and cannot be withdrawn at renewal.")

    H("PRE-EXISTING DISEASES (Code- Excl01)")
    B(["Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
       "excluded until the expiry of 36 months of continuous coverage after the date of inception of the first "
       "policy with us.",
       "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
       "If the Insured Person is continuously covered without any break as defined under the portability norms of "
       "the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the "
       "extent of prior coverage.",
       "Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the same "
       "being declared at the time of application and accepted by us."])

    H("SPECIFIED DISEASE/PROCEDURE WAITING PERIOD (Code- Excl02)")
    B(["Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until the "
       "expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This "
       "exclusion shall not be applicable for claims arising due to an accident.",
       "In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured increase.",
       "If any of the specified disease/procedure falls under the waiting period specified for pre-Existing diseases, "
       "then the longer of the two waiting periods shall apply.",
       "The waiting period for listed conditions shall apply even if contracted after the policy or declared and "
       "accepted without a specific exclusion.",
       "If the Insured Person is continuously covered without any break as defined under the applicable norms on "
       "portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior "
       "coverage."])
    P("List of specified diseases/procedures: cataract; benign prostatic hypertrophy; hernia of all types; "
      "hydrocele; fissure, fistula and haemorrhoids; sinusitis and related disorders; tonsillitis and adenoid "
      "surgery; gall bladder stones and cholecystectomy; kidney and urinary tract stones; varicose veins; "
      "hysterectomy for benign conditions; fibroids and polycystic ovarian disease; joint replacement surgery unless "
      "due to accident; osteoarthritis and osteoporosis; prolapsed inter-vertebral disc unless due to accident; "
      "dilatation and curettage; skin tumours and cysts; internal tumours, cysts, nodules and polyps (not malignant).")

    H("30-DAY WAITING PERIOD (Code- Excl03)")
    B(["Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
       "shall be excluded except claims arising due to an accident, provided the same are covered.",
       "This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than twelve "
       "months.",
       "The within referred waiting period is made applicable to the enhanced sum insured in the event of granting "
       "higher sum insured subsequently."])

    P("<b>Permanent exclusions.</b> We shall not be liable to make any payment under this Policy for any claim "
      "directly or indirectly caused by, based on, arising out of or attributable to the following:")
    H("INVESTIGATION & EVALUATION (Code- Excl04)")
    P("Expenses related to any admission primarily for diagnostics and evaluation purposes only are excluded. Any "
      "diagnostic expenses which are not related or not incidental to the current diagnosis and treatment are "
      "excluded.")
    H("REST CURE, REHABILITATION AND RESPITE CARE (Code- Excl05)")
    P("Expenses related to any admission primarily for enforced bed rest and not for receiving treatment. This also "
      "includes custodial care either at home or in a nursing facility for personal care such as help with "
      "activities of daily living such as bathing, dressing, moving around either by skilled nurses or assistant or "
      "non-skilled persons; and any services for people who are terminally ill to address physical, social, "
      "emotional and spiritual needs.")
    H("OBESITY/ WEIGHT CONTROL (Code- Excl06)")
    P("Expenses related to the surgical treatment of obesity that does not fulfil all the below conditions: surgery "
      "to be conducted is upon the advice of the Doctor; the surgery/procedure conducted should be supported by "
      "clinical protocols; the member has to be 18 years of age or older; and Body Mass Index (BMI) greater than or "
      "equal to 40, or greater than or equal to 35 in conjunction with any of the following severe co-morbidities "
      "following failure of less invasive methods of weight loss: obesity-related cardiomyopathy, coronary heart "
      "disease, severe sleep apnea, uncontrolled Type2 Diabetes.")
    H("CHANGE-OF-GENDER TREATMENTS (Code- Excl07)")
    P("Expenses related to any treatment, including surgical management, to change characteristics of the body to "
      "those of the opposite sex.")
    H("COSMETIC OR PLASTIC SURGERY (Code- Excl08)")
    P("Expenses for cosmetic or plastic surgery or any treatment to change appearance unless for reconstruction "
      "following an Accident, Burn(s) or Cancer or as part of medically necessary treatment to remove a direct and "
      "immediate health risk to the insured. For this to be considered a medical necessity, it must be certified by "
      "the attending Medical Practitioner.")
    H("HAZARDOUS OR ADVENTURE SPORTS (Code- Excl09)")
    P("Expenses related to any treatment necessitated due to participation as a professional in hazardous or "
      "adventure sports, including but not limited to, para-jumping, rock climbing, mountaineering, rafting, motor "
      "racing, horse racing or scuba diving, hand gliding, sky diving, deep-sea diving.")
    H("BREACH OF LAW (Code- Excl10)")
    P("Expenses for treatment directly arising from or consequent upon any Insured Person committing or attempting "
      "to commit a breach of law with criminal intent.")
    H("EXCLUDED PROVIDERS (Code- Excl11)")
    P("Expenses incurred towards treatment in any hospital or by any Medical Practitioner or any other provider "
      "specifically excluded by the Insurer and disclosed in its website / notified to the policyholders are not "
      "admissible. However, in case of life threatening situations or following an accident, expenses up to the "
      "stage of stabilization are payable but not the complete claim.")
    H("ALCOHOLISM, DRUG OR SUBSTANCE ABUSE (Code- Excl12)")
    P("Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof.")
    H("HEALTH HYDROS, SPAS AND SIMILAR ESTABLISHMENTS (Code- Excl13)")
    P("Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds "
      "registered as a nursing home attached to such establishments or where admission is arranged wholly or partly "
      "for domestic reasons.")
    H("DIETARY SUPPLEMENTS (Code- Excl14)")
    P("Dietary supplements and substances that can be purchased without prescription, including but not limited to "
      "Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of "
      "hospitalization claim or day care procedure.")
    H("REFRACTIVE ERROR (Code- Excl15)")
    P("Expenses related to the treatment for correction of eye sight due to refractive error less than 7.5 dioptres.")
    H("UNPROVEN TREATMENTS (Code- Excl16)")
    P("Expenses related to any unproven treatment, services and supplies for or in connection with any treatment. "
      "Unproven treatments are treatments, procedures or supplies that lack significant medical documentation to "
      "support their effectiveness.")
    H("STERILITY AND INFERTILITY (Code- Excl17)")
    P("Expenses related to sterility and infertility. This includes any type of contraception, sterilization; "
      "assisted reproduction services including artificial insemination and advanced reproductive technologies such "
      "as IVF, ZIFT, GIFT, ICSI; gestational surrogacy; and reversal of sterilization.")
    H("MATERNITY (Code- Excl18)")
    P("Medical treatment expenses traceable to childbirth (including complicated deliveries and caesarean sections "
      "incurred during hospitalization) except ectopic pregnancy; and expenses towards miscarriage (unless due to an "
      "accident) and lawful medical termination of pregnancy during the policy period. This Policy offers no "
      "maternity benefit.")

    H("OTHER EXCLUSIONS")
    P("In addition, this Policy does not pay for: war, invasion, acts of foreign enemies, hostilities, civil war, "
      "rebellion or revolution; nuclear, chemical or biological contamination; treatment taken outside India; "
      "out-patient treatment; domiciliary hospitalisation, that is, treatment taken at home even where the patient "
      "could not be moved to a Hospital; dental treatment unless needed because of an Accident and requiring "
      "Hospitalisation; spectacles, contact lenses, hearing aids and walkers; and the items listed in List I of "
      "Annexure A (items for which coverage is not available), unless they form part of a package rate.")

    H("CLAIM NOTIFICATION AND CASHLESS SERVICE")
    P("Claims must be notified to Us through the 24x7 helpline, the Navi app or by e-mail. In an emergency "
      "Hospitalisation, the Insured Person or someone on his behalf must inform Us within 24 hours of admission, or "
      "before discharge from the Hospital, whichever is earlier. For a planned Hospitalisation, intimation must be "
      "given at least 48 hours before the admission. For cashless treatment at a Network Provider, the hospital "
      "sends the pre-authorisation request; We decide on it within one hour and on the final discharge bill within "
      "three hours of receiving it. If cashless is denied, the claim may still be filed for reimbursement.")

    H("REIMBURSEMENT CLAIMS AND DOCUMENTS")
    P("For reimbursement, the claim form with the following documents must reach Us within 30 days of discharge: "
      "original or self-attested bills and receipts, the discharge summary, investigation reports with the "
      "prescribing note, pharmacy bills with prescriptions, the First Information Report or Medico-Legal Certificate "
      "where applicable, KYC of the proposer and a cancelled cheque for NEFT. Post-hospitalisation bills are to be "
      "sent within 15 days after the post-hospitalisation period ends. A delay with valid reasons will be condoned. "
      "We settle or reject a claim within 15 days of receipt of the last necessary document, and pay interest at 2% "
      "above the bank rate for any delay beyond that.")

    H("FREE LOOK PERIOD")
    P("The Policyholder has a free look period of 30 days from the date of receipt of the Policy document to review "
      "its terms and conditions and to return it if not acceptable. If no claim has been made, We refund the premium "
      "less the expenses incurred on medical examination and stamp duty, and a proportionate risk premium for the "
      "period on cover. The free look period is not available at renewal.")

    H("PREMIUM PAYMENT AND GRACE PERIOD")
    P("Premium may be paid annually, half-yearly, quarterly or monthly. If the premium is not paid on the due date, "
      "it may be paid within a grace period of 30 days, or 15 days where premium is paid in monthly instalments, "
      "without loss of continuity benefits such as waiting periods. No cover is available for the period for which "
      "no premium has been received, and a claim for an admission during that period will not be paid.")

    H("RENEWAL")
    P("The Policy is ordinarily renewable for life, except on grounds of fraud, misrepresentation or non-disclosure, "
      "and will not be refused because a claim was made. If it is not renewed within the grace period it lapses and "
      "a fresh Policy will be subject to underwriting and fresh waiting periods. Premium at renewal may be revised "
      "only with the approval of IRDAI, with 90 days' notice.")

    H("PORTABILITY AND MIGRATION")
    P("An Insured Person may port this Policy to another insurer, or migrate to another health product of Ours, by "
      "applying at least 15 days and not more than 60 days before the renewal date. Credit for the waiting periods "
      "served is given to the extent of the earlier Sum Insured, as per the IRDAI guidelines on portability and "
      "migration.")

    H("CANCELLATION")
    P("The Policyholder may cancel the Policy at any time by giving 7 days' notice in writing. If no claim has been "
      "paid, We refund premium in proportion to the unexpired period of cover. We may cancel the Policy only on the "
      "grounds of established fraud, by giving 15 days' notice, in which case no premium is refunded.")

    H("DISCLOSURE, FRAUD AND MORATORIUM")
    P("The Policy is void and the premium forfeited in case of misrepresentation, misdescription or non-disclosure "
      "of any material fact, or of a fraudulent claim; any amount already paid on a fraudulent claim shall be "
      "repaid. After the completion of sixty continuous months of coverage (the moratorium period) no claim shall be "
      "contestable except for proven fraud and permanent exclusions specified in the Policy.")

    H("GRIEVANCE REDRESSAL AND INSURANCE OMBUDSMAN")
    P("For any grievance, the Insured Person may write to Our Grievance Redressal Officer at grievance@navi.com, call "
      "the toll-free number 1800 123 0004, or visit any of Our offices. We acknowledge a grievance at once and "
      "resolve it within 14 days. If the reply is not satisfactory, or there is no reply within 14 days, the "
      "complainant may approach the Insurance Ombudsman of the area concerned under the Insurance Ombudsman Rules, "
      "2017, or register the grievance on the Bima Bharosa portal of IRDAI (bimabharosa.irdai.gov.in).")

    s.append(PageBreak())
    s.append(Paragraph("<b>ANNEXURE A \u2013 LIST I: ITEMS FOR WHICH COVERAGE IS NOT AVAILABLE (EXTRACT)</b>", head))
    P("Baby food; baby utilities charges; beauty services; belts/braces; buds; cold pack/hot pack; carry bags; "
      "email/internet charges; food charges (other than patient's diet provided by the hospital); leggings; laundry "
      "charges; mineral water; sanitary pad; telephone charges; guest services; crepe bandage; diaper of any type; "
      "eyelet collar; slings; blood grouping and cross matching of donors samples; service charges where nursing "
      "charge also charged; television charges; surcharges; attendant charges; extra diet of patient (other than "
      "that which forms part of bed charge); birth certificate; certificate charges; courier charges; conveyance "
      "charges; medical certificate; medical records; photocopies charges; mortuary charges; walking aids charges; "
      "oxygen cylinder (for usage outside the hospital); spacer; spirometre; nebulizer kit; steam inhaler; armsling; "
      "thermometer; cervical collar; splint; diabetic foot wear; knee braces; lumbo sacral belt; nimbus bed or water "
      "or air bed charges; ambulance collar; ambulance equipment; abdominal binder; private nurses charges; sugar "
      "free tablets; creams, powders and lotions (toiletries are not payable); ECG electrodes; gloves; nebulisation "
      "kit; kidney tray; mask; ounce glass; oxygen mask; pelvic traction belt; pan can; trolly cover; urometer and "
      "urine jug; vasofix safety.")
    P("The complete List I to List IV, as prescribed by IRDAI, is available on Our website and will be supplied on "
      "request.")
    s.append(Paragraph("<b>ANNEXURE B – INDICATIVE LIST OF DAY CARE PROCEDURES</b>", head))
    P("Adenoidectomy; anal fistula and fissure operations; arthroscopic knee aspiration; balloon dilatation of "
      "oesophagus; bronchoscopic procedures; cataract surgery (subject to Clause 12 and Clause 19); chemotherapy and "
      "radiotherapy; coronary angiography; cystoscopic removal of stones; dialysis; endoscopic removal of foreign "
      "bodies; excision of benign lumps; fracture reduction under anaesthesia; hydrocele surgery; incision and "
      "drainage of abscess; laparoscopic appendicectomy; lithotripsy; myringotomy; nasal polypectomy; "
      "percutaneous nephrostomy; retinal laser photocoagulation; septoplasty; tonsillectomy; tympanoplasty; varicose "
      "vein stripping. This list is indicative; any other procedure meeting the definition of Day Care Treatment is "
      "also covered.")
    s.append(Paragraph("<b>ANNEXURE C – INSURANCE OMBUDSMAN OFFICES</b>", head))
    omb = [("City", "Areas of jurisdiction", "E-mail"),
           ("Bengaluru", "Karnataka", "bimalokpal.bengaluru@cioins.co.in"),
           ("Chennai", "Tamil Nadu, Puducherry (Puducherry Town and Karaikal)", "bimalokpal.chennai@cioins.co.in"),
           ("Hyderabad", "Andhra Pradesh, Telangana, Yanam", "bimalokpal.hyderabad@cioins.co.in"),
           ("Kochi", "Kerala, Lakshadweep, Mahe", "bimalokpal.ernakulam@cioins.co.in"),
           ("Mumbai", "Goa, Mumbai Metropolitan Region (excluding Navi Mumbai and Thane)", "bimalokpal.mumbai@cioins.co.in"),
           ("Pune", "Maharashtra (excluding Mumbai Metropolitan Region), Navi Mumbai, Thane", "bimalokpal.pune@cioins.co.in"),
           ("New Delhi", "Delhi and Haryana districts of Gurugram, Faridabad, Sonepat, Bahadurgarh", "bimalokpal.delhi@cioins.co.in"),
           ("Kolkata", "West Bengal, Sikkim, Andaman and Nicobar Islands", "bimalokpal.kolkata@cioins.co.in"),
           ("Lucknow", "Districts of Uttar Pradesh as notified", "bimalokpal.lucknow@cioins.co.in"),
           ("Ahmedabad", "Gujarat, Dadra and Nagar Haveli, Daman and Diu", "bimalokpal.ahmedabad@cioins.co.in")]
    od = [[Paragraph(x, cellb if i == 0 else cell) for x in r] for i, r in enumerate(omb)]
    ot = Table(od, colWidths=[24 * mm, 86 * mm, 64 * mm])
    ot.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.4, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]))
    s.append(ot)
    P("The updated list of Ombudsman offices is available on the website of the Council for Insurance Ombudsmen, "
      "www.cioins.co.in.")

    doc = SimpleDocTemplate(str(OUT / f"{A_STEM}.pdf"), pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=18 * mm, bottomMargin=19 * mm, title=f"{A_INS} - {A_PROD}",
                            author=A_INS)
    doc.build(s, canvasmaker=make_canvas(a_header))
    return n[0]


# ----------------------------------------------------------------------------------------------------------
# Wording B: Magma HDI
# ----------------------------------------------------------------------------------------------------------
B_INS = "Magma HDI General Insurance Company Limited"
B_PROD = "Parivar Suraksha Floater Policy"
B_UIN = "MAGHLIP24018V012324"
B_STEM = "MagmaHDI_Parivar-Suraksha-Floater_" + B_UIN


def b_header(c, n, total):
    w, h = A4
    c.saveState()
    c.setFillColor(colors.HexColor("#0d3b66"))
    c.rect(0, h - 15 * mm, w, 15 * mm, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont("DVSer-B", 9)
    c.drawString(16 * mm, h - 9.5 * mm, B_INS)
    c.setFont("DVSer", 8)
    c.drawRightString(w - 16 * mm, h - 9.5 * mm, f"{B_PROD} \u2013 Policy Wording")
    c.setFillColor(colors.black)
    c.setFont("DVSer", 7.5)
    c.drawString(16 * mm, 10 * mm, f"{B_PROD} | UIN: {B_UIN}")
    c.drawRightString(w - 16 * mm, 10 * mm, f"Page {n}")
    if n == 1:
        c.setFont("DVSer", 6.5)
        c.drawCentredString(w / 2, 5.5 * mm, SYNTH)
    c.restoreState()


def build_b():
    base = ParagraphStyle("b", fontName="DVSer", fontSize=9.3, leading=12.3, alignment=TA_JUSTIFY, spaceAfter=3)
    sec = ParagraphStyle("bs", parent=base, fontName="DVSer-B", fontSize=10, leading=13, spaceBefore=8,
                         spaceAfter=3, textColor=colors.HexColor("#0d3b66"), alignment=0, keepWithNext=1)
    head = ParagraphStyle("bh", parent=base, fontName="DVSer-B", fontSize=8.8, spaceBefore=4, spaceAfter=2, keepWithNext=1,
                          alignment=0)
    title = ParagraphStyle("bt", parent=base, fontName="DVSer-B", fontSize=14, leading=18, alignment=TA_CENTER)
    sub = ParagraphStyle("bsub", parent=base, alignment=TA_CENTER, fontSize=9)
    ind = ParagraphStyle("bi", parent=base, leftIndent=14, firstLineIndent=-14)
    cell = ParagraphStyle("bc", fontName="DVSC", fontSize=8.4, leading=10.4)
    cellh = ParagraphStyle("bch", parent=cell, fontName="DVSC-B")

    s = []
    P = lambda t: s.append(Paragraph(t, base))  # noqa: E731
    I = lambda t: s.append(Paragraph(t, ind))  # noqa: E731,E741
    S = lambda t: s.append(Paragraph(t, sec))  # noqa: E731
    H = lambda t: s.append(Paragraph(t, head))  # noqa: E731

    s.append(Spacer(1, 6))
    s.append(Paragraph(B_INS, title))
    s.append(Paragraph(f"<b>{B_PROD}</b>", sub))
    s.append(Paragraph(f"Policy Wording | UIN: {B_UIN}", sub))
    s.append(Paragraph("Registered Office: Equinox Business Park, Kolkata 700001 | IRDAI Reg. No. 149 | "
                       "Toll free: 1800 266 3202", sub))
    s.append(Spacer(1, 6))

    S("SECTION A \u2013 PREAMBLE")
    P("Whereas the Proposer named in the Schedule has applied to Magma HDI General Insurance Company Limited "
      "(hereinafter called the \"Company\") for the insurance set out below, and has made a proposal and declaration "
      "which the Proposer agrees shall be the basis of this contract and deemed to be incorporated herein, and has "
      "paid the premium, NOW this Policy witnesses that, subject to the terms, conditions, exclusions and limits "
      "contained herein or endorsed hereon, the Company shall indemnify the Insured Persons against Medical Expenses "
      "reasonably and necessarily incurred during the Policy Period for admissible treatment of Illness or Injury. "
      "The Policy is issued on a family floater basis: the Sum Insured is a single amount available to all the "
      "Insured Persons together, for one or more claims in a Policy Year. The Plan (Silver, Gold or Platinum) and "
      "the Sum Insured chosen are stated in the Schedule.")

    S("SECTION B \u2013 DEFINITIONS")
    H("B.1 Standard Definitions")
    sdefs = [
        ("B.1.1", "Accident", "An accident means a sudden, unforeseen and involuntary event caused by external, "
         "visible and violent means."),
        ("B.1.2", "AYUSH Hospital", "is a healthcare facility wherein medical/surgical/para-surgical treatment "
         "procedures and interventions are carried out by AYUSH Medical Practitioner(s) comprising of any of the "
         "following: central or state government AYUSH Hospital; teaching hospital attached to AYUSH College "
         "recognized by the Central Government/Central Council of Indian Medicine/Central Council for Homeopathy; or "
         "an AYUSH Hospital, standalone or co-located with in-patient healthcare facility of any recognized system of "
         "medicine, registered with the local authorities."),
        ("B.1.3", "Condition Precedent", "means a policy term or condition upon which the Insurer's liability under "
         "the policy is conditional upon."),
        ("B.1.4", "Congenital Anomaly", "means a condition which is present since birth, and which is abnormal with "
         "reference to form, structure or position, whether internal or external."),
        ("B.1.5", "Cumulative Bonus", "means any increase or addition in the Sum Insured granted by the insurer "
         "without an associated increase in premium."),
        ("B.1.6", "Domiciliary Hospitalization", "means medical treatment for an illness/disease/injury which in the "
         "normal course would require care and treatment at a hospital but is actually taken while confined at home "
         "under any of the following circumstances: the condition of the patient is such that he/she is not in a "
         "condition to be removed to a hospital, or the patient takes treatment at home on account of non "
         "availability of room in a hospital."),
        ("B.1.7", "Emergency Care", "means management for an illness or injury which results in symptoms which occur "
         "suddenly and unexpectedly, and requires immediate care by a medical practitioner to prevent death or "
         "serious long term impairment of the insured person's health."),
        ("B.1.8", "Grace Period", "means the specified period of time, immediately following the premium due date "
         "during which premium payment can be made to renew or continue a policy in force without loss of continuity "
         "benefits pertaining to waiting periods and coverage of pre-existing diseases. The coverage is not available "
         "during the period for which no premium is received."),
        ("B.1.9", "ICU Charges", "or (Intensive Care Unit) Charges means the amount charged by a Hospital towards ICU "
         "expenses which shall include the expenses for ICU bed, general medical support services provided to any "
         "ICU patient including monitoring devices, critical care nursing and intensivist charges."),
        ("B.1.10", "Medically Necessary Treatment", "means any treatment, tests, medication, or stay in hospital or "
         "part of a stay in hospital which is required for the medical management of the illness or injury suffered "
         "by the insured; must not exceed the level of care necessary to provide safe, adequate and appropriate "
         "medical care in scope, duration, or intensity; must have been prescribed by a medical practitioner; and "
         "must conform to the professional standards widely accepted in international medical practice or by the "
         "medical community in India."),
        ("B.1.11", "Network Provider", "means hospitals or health care providers enlisted by an insurer, TPA or jointly "
         "by an Insurer and TPA to provide medical services to an insured by a cashless facility."),
        ("B.1.12", "Notification of Claim", "means the process of intimating a claim to the insurer or TPA through any "
         "of the recognized modes of communication."),
        ("B.1.13", "Reasonable and Customary Charges", "means the charges for services or supplies, which are the "
         "standard charges for the specific provider and consistent with the prevailing charges in the geographical "
         "area for identical or similar services, taking into account the nature of the illness / injury involved."),
        ("B.1.14", "Pre-Existing Disease", "means any condition, ailment, injury or disease that is/are diagnosed by a "
         "physician not more than 36 months prior to the date of commencement of the policy issued by the insurer; or "
         "for which medical advice or treatment was recommended by, or received from, a physician not more than 36 "
         "months prior to the date of commencement of the policy."),
        ("B.1.15", "Qualified Nurse", "means a person who holds a valid registration from the Nursing Council of India "
         "or the Nursing Council of any state in India."),
        ("B.1.14", "Room Rent", "means the amount charged by a hospital towards room and boarding expenses and shall "
         "include the associated medical expenses."),
        ("B.1.15", "Unproven/Experimental Treatment", "means the treatment including drug experimental therapy which is "
         "not based on established medical practice in India, is treatment experimental or unproven."),
    ]
    for i, (_no, k, v) in enumerate(sorted(sdefs, key=lambda d: d[1].lower())):
        I(f"B.1.{i + 1} <b>{k}</b> {v}")
    H("B.2 Specific Definitions")
    I("B.2.1 <b>Family</b> means the Proposer, the legally wedded spouse, up to three dependent children aged 91 days "
      "to 25 years and the dependent parents or parents-in-law of the Proposer, as named in the Schedule.")
    I("B.2.2 <b>Plan</b> means the Silver, Gold or Platinum plan of this Policy, as chosen by the Proposer and shown "
      "in the Schedule. The Plan cannot be changed during a Policy Year.")
    I("B.2.3 <b>Single Private AC Room</b> means an air-conditioned room in a Hospital with a single bed and an "
      "attached washroom, occupied by one patient. It does not include a suite, deluxe room or any higher category.")

    S("SECTION C \u2013 BENEFITS")
    H("C.1 Table of Benefits")
    P("The limits below apply per Policy Year to the Family as a whole, unless stated otherwise. All amounts are in "
      "Indian Rupees. \"SI\" means the floater Sum Insured shown in the Schedule.")

    rows = [
        ("Benefit", "Silver", "Gold", "Platinum"),
        ("Sum Insured options", "Rs 3 / 4 / 5 lakh", "Rs 5 / 7.5 / 10 lakh", "Rs 10 / 15 / 25 lakh"),
        ("Accommodation charges", "Rs 3,000/day", "Rs 6,000/day", "Single private AC room"),
        ("ICU charges", "Rs 6,000/day", "Rs 12,000/day", "Actuals"),
        ("Pre-hospitalisation", "30 days", "30 days", "30 days"),
        ("Post-hospitalisation", "60 days", "60 days", "60 days"),
        ("Day care procedures", "Up to SI", "Up to SI", "Up to SI"),
        ("Road ambulance (per admission)", "Rs 2,000", "Rs 3,000", "Rs 5,000"),
        ("AYUSH in-patient", "Rs 25,000", "Rs 50,000", "Up to SI"),
        ("Organ donor", "Up to SI", "Up to SI", "Up to SI"),
        ("Domiciliary hospitalisation", "Not Covered", "10% of SI", "10% of SI"),
        ("Modern treatments", "Up to 50% of SI", "Up to 50% of SI", "Up to 50% of SI"),
        ("Cataract (per eye)", "Rs 30,000", "Rs 50,000", "Up to SI"),
        ("Maternity", "Not Covered", "Not Covered", "Rs 50,000"),
        ("Restoration of SI", "Not Covered", "100% once a year", "100% once a year"),
        ("Cumulative bonus", "20% a year, max 100%", "20% a year, max 100%", "20% a year, max 100%"),
        ("Health check-up", "Not Covered", "Rs 2,500", "Rs 5,000"),
        ("Co-payment (entry age 61+)", "20%", "20%", "20%"),
    ]
    data = [[Paragraph(x, cellh if (i == 0 or j == 0) else cell) for j, x in enumerate(r)]
            for i, r in enumerate(rows)]
    t = Table(data, colWidths=[56 * mm, 40 * mm, 40 * mm, 42 * mm])
    t.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
        ("LEFTPADDING", (0, 0), (-1, -1), 2),
    ]))
    s.append(t)
    s.append(Spacer(1, 4))
    P("Note: The Sum Insured options of each Plan are Rs. 3,00,000, Rs. 4,00,000 and Rs. 5,00,000 (Silver); Rs. "
      "5,00,000, Rs. 7,50,000 and Rs. 10,00,000 (Gold); and Rs. 10,00,000, Rs. 15,00,000 and Rs. 25,00,000 "
      "(Platinum). Benefits marked \"Not Covered\" are not available in that Plan.")

    H("C.2 In-patient Hospitalisation")
    P("The Company will indemnify the Medical Expenses incurred for Hospitalisation of an Insured Person for a "
      "minimum period of 24 consecutive hours, on the advice of a Medical Practitioner, for an Illness contracted or "
      "Injury sustained during the Policy Period, up to the Sum Insured, for the following:")
    I("C.2.1 <b>Accommodation charges.</b> Room, boarding and nursing expenses as charged by the Hospital, limited to "
      "Rs. 3,000/- per day under the Silver Plan and Rs. 6,000/- per day under the Gold Plan. Under the Platinum Plan "
      "the Insured Person is eligible for a Single Private AC Room.")
    I("C.2.2 <b>Intensive Care Unit.</b> ICU/ICCU charges limited to Rs. 6,000/- per day (Silver) and Rs. 12,000/- "
      "per day (Gold); under the Platinum Plan ICU charges are payable at actuals.")
    I("C.2.3 Fees of the surgeon, anaesthetist, Medical Practitioner, consultants and specialists; anaesthesia, "
      "blood, oxygen, operation theatre charges, surgical appliances, medicines and drugs, diagnostic materials and "
      "X-ray, dialysis, chemotherapy, radiotherapy, cost of pacemaker, stents and similar implants.")
    I("C.2.4 <b>Proportionate deduction.</b> If the Insured Person occupies a room whose rent per day is higher than "
      "the limit under C.2.1, or a room of a category higher than a Single Private AC Room under the Platinum Plan, "
      "the Company shall pay the associated medical expenses in the ratio of the eligible room rent to the room rent "
      "actually incurred. Associated medical expenses do not include cost of pharmacy, consumables, implants, medical "
      "devices and diagnostics. This deduction does not apply to ICU charges, which are capped at the per-day limit "
      "of C.2.2, nor in Hospitals without differential billing by room category.")

    H("C.3 Pre-hospitalisation Medical Expenses")
    P("Medical Expenses incurred during the 30 days immediately preceding the date of admission are payable, "
      "provided they are for the same condition for which the Insured Person was subsequently Hospitalised and the "
      "in-patient claim is admissible under C.2.")
    H("C.4 Post-hospitalisation Medical Expenses")
    P("Medical Expenses incurred during the 60 days immediately following the date of discharge are payable, provided "
      "they are for the same condition and the in-patient claim is admissible under C.2.")
    H("C.5 Day Care Procedures")
    P("Medical Expenses for Day Care Treatment undertaken in a Hospital or Day Care Centre are payable up to the Sum "
      "Insured in all Plans. The list of Day Care procedures is indicative and any procedure which, because of "
      "technological advancement, requires less than 24 hours' Hospitalisation is also covered.")
    H("C.6 Road Ambulance")
    P("Expenses on a road ambulance service offered by a Hospital or an ambulance service provider, for transfer of "
      "the Insured Person to the nearest Hospital with adequate facilities in an emergency, or from one Hospital to "
      "another on medical advice, are payable up to Rs 2,000 (Silver), Rs 3,000 (Gold) or Rs 5,000 (Platinum) per "
      "Hospitalisation.")
    H("C.7 AYUSH Treatment")
    P("In-patient treatment under Ayurveda, Yoga and Naturopathy, Unani, Siddha and Homeopathy in an AYUSH Hospital "
      "is payable up to \u20b9 25,000 (Silver) or \u20b9 50,000 (Gold) per Policy Year, and up to the Sum Insured "
      "under the Platinum Plan.")
    H("C.8 Organ Donor Expenses")
    P("The Company will pay the Medical Expenses for the organ donor's Hospitalisation for harvesting of the organ, "
      "where the Insured Person is the recipient, up to the Sum Insured, provided the organ donation conforms to the "
      "Transplantation of Human Organs Act, 1994 and the claim of the Insured Person is admissible under C.2.")
    H("C.9 Domiciliary Hospitalisation (Gold and Platinum Plans)")
    P("Medical Expenses for Domiciliary Hospitalisation lasting more than three consecutive days are payable up to "
      "10% of the Sum Insured per Policy Year under the Gold and Platinum Plans, provided the treatment is prescribed "
      "by a Medical Practitioner. This benefit is not available under the Silver Plan.")
    H("C.10 Modern Treatment Methods and Advancement in Technologies")
    P("The following procedures, undertaken as in-patient or day care treatment, are payable up to 50% of the Sum "
      "Insured per Policy Year in every Plan: uterine artery embolization and HIFU; balloon sinuplasty; deep brain "
      "stimulation; oral chemotherapy; immunotherapy (monoclonal antibody to be given as injection); intra vitreal "
      "injections; robotic surgeries; stereotactic radio surgeries; bronchial thermoplasty; vaporisation of the "
      "prostate (green laser or holmium laser treatment); IONM (intra operative neuro monitoring); and stem cell "
      "therapy (hematopoietic stem cells for bone marrow transplant for haematological conditions).")
    H("C.11 Cataract Treatment")
    P("The Company's liability for cataract surgery shall not exceed Rs 30,000 per eye under the Silver Plan and "
      "Rs 50,000 per eye under the Gold Plan in a Policy Year. Under the Platinum Plan cataract surgery is payable up "
      "to the Sum Insured. The waiting period under D.2 applies.")
    H("C.12 Maternity Benefit (Platinum Plan only)")
    P("Under the Platinum Plan the Company will pay Medical Expenses for delivery, including caesarean section, and "
      "lawful medical termination of pregnancy, up to \u20b9 50,000 per delivery or termination, for the Proposer "
      "or spouse, after a waiting period of 24 months of continuous coverage of that Insured Person under the "
      "Platinum Plan. Cover is limited to two deliveries or terminations during the lifetime of the Policy. Pre- and "
      "post-natal expenses are payable only when incurred during the Hospitalisation. Maternity is not covered under "
      "the Silver and Gold Plans.")
    H("C.13 Restoration of Sum Insured (Gold and Platinum Plans)")
    P("If the Sum Insured and any Cumulative Bonus are partly or fully exhausted by claims during a Policy Year, "
      "100% of the Sum Insured will be restored once in that Policy Year under the Gold and Platinum Plans. The "
      "restored amount can be used only for subsequent claims and not for an Illness for which a claim was admitted "
      "in the same Policy Year for the same Insured Person. Unused restored amount is not carried forward. "
      "Restoration is not available under the Silver Plan.")
    H("C.14 Cumulative Bonus")
    P("For every claim-free Policy Year, a Cumulative Bonus of 20% of the Sum Insured of the expiring Policy is "
      "added at renewal, subject to a maximum of 100% of the Sum Insured. If a claim is made, the Cumulative Bonus "
      "is reduced at the same rate at the next renewal, but the Sum Insured is not reduced. The Cumulative Bonus is "
      "forfeited if the Policy is not renewed within the Grace Period.")
    H("C.15 Health Check-up (Gold and Platinum Plans)")
    P("Once every Policy Year, the Insured Persons may undergo health check-up tests at a network diagnostic centre, "
      "payable up to Rs 2,500 (Gold) or Rs 5,000 (Platinum) per Policy, irrespective of claims. This benefit is not "
      "available under the Silver Plan and does not reduce the Sum Insured.")

    S("SECTION D \u2013 WAITING PERIODS AND EXCLUSIONS")
    P("The Company shall not be liable to make any payment under this Policy in respect of any expenses incurred in "
      "connection with or in respect of:")
    H("D.1 Pre-Existing Diseases \u2013 Code- Excl01")
    I("a) Expenses related to the treatment of a pre-existing Disease (PED) and its direct complications shall be "
      "excluded until the expiry of 36 months of continuous coverage after the date of inception of the first policy "
      "with insurer.")
    I("b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
      "increase.")
    I("c) If the Insured Person is continuously covered without any break as defined under the portability norms of "
      "the extant IRDAI (Health Insurance) Regulations, then waiting period for the same would be reduced to the "
      "extent of prior coverage.")
    I("d) Coverage under the policy after the expiry of 36 months for any pre-existing disease is subject to the "
      "same being declared at the time of application and accepted by Insurer.")
    H("D.2 Specified disease/procedure waiting period \u2013 Code- Excl02")
    I("a) Expenses related to the treatment of the listed Conditions, surgeries/treatments shall be excluded until "
      "the expiry of 24 months of continuous coverage after the date of inception of the first policy with us. This "
      "exclusion shall not be applicable for claims arising due to an accident.")
    I("b) In case of enhancement of sum insured the exclusion shall apply afresh to the extent of sum insured "
      "increase.")
    I("c) If any of the specified disease/procedure falls under the waiting period specified for pre-Existing "
      "diseases, then the longer of the two waiting periods shall apply.")
    I("d) The waiting period for listed conditions shall apply even if contracted after the policy or declared and "
      "accepted without a specific exclusion.")
    I("e) If the Insured Person is continuously covered without any break as defined under the applicable norms on "
      "portability stipulated by IRDAI, then waiting period for the same would be reduced to the extent of prior "
      "coverage.")
    I("f) List of specific diseases/procedures: (i) cataract; (ii) hernia, hydrocele and congenital internal "
      "disease; (iii) benign prostatic hypertrophy; (iv) fistula, fissure in ano, haemorrhoids, pilonidal sinus; "
      "(v) sinusitis, deviated nasal septum, tonsillectomy and adenoidectomy; (vi) calculus diseases of gall bladder "
      "and urogenital system; (vii) gastric and duodenal ulcers; (viii) varicose veins and varicose ulcers; (ix) "
      "hysterectomy and myomectomy for benign conditions, endometriosis; (x) joint replacement, osteoarthritis, "
      "osteoporosis and intervertebral disc disorders, unless caused by an Accident; (xi) benign tumours, cysts, "
      "polyps and nodules of any kind; (xii) chronic renal failure and end stage renal disease.")
    H("D.3 30-day waiting period \u2013 Code- Excl03")
    I("a) Expenses related to the treatment of any illness within 30 days from the first policy commencement date "
      "shall be excluded except claims arising due to an accident, provided the same are covered.")
    I("b) This exclusion shall not, however, apply if the Insured Person has Continuous Coverage for more than "
      "twelve months.")
    I("c) The within referred waiting period is made applicable to the enhanced sum insured in the event of granting "
      "higher sum insured subsequently.")
    H("D.4 Permanent Exclusions")
    I("D.4.1 Investigation & Evaluation \u2013 Code- Excl04: Expenses related to any admission primarily for "
      "diagnostics and evaluation purposes only are excluded. Any diagnostic expenses which are not related or not "
      "incidental to the current diagnosis and treatment are excluded.")
    I("D.4.2 Rest Cure, rehabilitation and respite care \u2013 Code- Excl05: Expenses related to any admission "
      "primarily for enforced bed rest and not for receiving treatment. This also includes custodial care either at "
      "home or in a nursing facility for personal care such as help with activities of daily living such as bathing, "
      "dressing, moving around either by skilled nurses or assistant or non-skilled persons, and any services for "
      "people who are terminally ill to address physical, social, emotional and spiritual needs.")
    I("D.4.3 Obesity/ Weight Control \u2013 Code- Excl06: Expenses related to the surgical treatment of obesity that "
      "does not fulfil all the below conditions: 1) Surgery to be conducted is upon the advice of the Doctor; 2) The "
      "surgery/Procedure conducted should be supported by clinical protocols; 3) The member has to be 18 years of age "
      "or older; and 4) Body Mass Index (BMI) greater than or equal to 40, or greater than or equal to 35 in "
      "conjunction with any of the following severe co-morbidities following failure of less invasive methods of "
      "weight loss: obesity-related cardiomyopathy; coronary heart disease; severe sleep apnea; uncontrolled Type2 "
      "Diabetes.")
    I("D.4.4 Change-of-Gender treatments \u2013 Code- Excl07: Expenses related to any treatment, including surgical "
      "management, to change characteristics of the body to those of the opposite sex.")
    I("D.4.5 Cosmetic or plastic Surgery \u2013 Code- Excl08: Expenses for cosmetic or plastic surgery or any "
      "treatment to change appearance unless for reconstruction following an Accident, Burn(s) or Cancer or as part "
      "of medically necessary treatment to remove a direct and immediate health risk to the insured. For this to be "
      "considered a medical necessity, it must be certified by the attending Medical Practitioner.")
    I("D.4.6 Hazardous or Adventure sports \u2013 Code- Excl09: Expenses related to any treatment necessitated due to "
      "participation as a professional in hazardous or adventure sports, including but not limited to, "
      "para-jumping, rock climbing, mountaineering, rafting, motor racing, horse racing or scuba diving, hand "
      "gliding, sky diving, deep-sea diving.")
    I("D.4.7 Breach of law \u2013 Code- Excl10: Expenses for treatment directly arising from or consequent upon any "
      "Insured Person committing or attempting to commit a breach of law with criminal intent.")
    I("D.4.8 Treatment for, Alcoholism, drug or substance abuse or any addictive condition and consequences thereof "
      "\u2013 Code- Excl12.")
    I("D.4.9 Treatments received in heath hydros, nature cure clinics, spas or similar establishments or private beds "
      "registered as a nursing home attached to such establishments or where admission is arranged wholly or partly "
      "for domestic reasons \u2013 Code- Excl13.")
    I("D.4.10 Dietary supplements and substances that can be purchased without prescription, including but not "
      "limited to Vitamins, minerals and organic substances unless prescribed by a medical practitioner as part of "
      "hospitalization claim or day care procedure \u2013 Code- Excl14.")
    I("D.4.11 Refractive Error \u2013 Code- Excl15: Expenses related to the treatment for correction of eye sight due "
      "to refractive error less than 7.5 dioptres.")
    I("D.4.12 Unproven Treatments \u2013 Code- Excl16: Expenses related to any unproven treatment, services and "
      "supplies for or in connection with any treatment. Unproven treatments are treatments, procedures or supplies "
      "that lack significant medical documentation to support their effectiveness.")
    I("D.4.13 Sterility and Infertility \u2013 Code- Excl17: Expenses related to sterility and infertility. This "
      "includes: (i) Any type of contraception, sterilization (ii) Assisted Reproduction services including "
      "artificial insemination and advanced reproductive technologies such as IVF, ZIFT, GIFT, ICSI (iii) "
      "Gestational Surrogacy (iv) Reversal of sterilization.")
    I("D.4.14 Maternity \u2013 Code- Excl18: (i) Medical treatment expenses traceable to childbirth (including "
      "complicated deliveries and caesarean sections incurred during hospitalization) except ectopic pregnancy; "
      "(ii) Expenses towards miscarriage (unless due to an accident) and lawful medical termination of pregnancy "
      "during the policy period. This exclusion does not apply to the extent cover is granted under the Maternity "
      "Benefit (C.12) of the Platinum Plan.")
    H("D.5 Other Exclusions")
    I("D.5.1 War, invasion, acts of foreign enemies, hostilities (whether war be declared or not), civil war, "
      "commotion, unrest, rebellion, revolution, insurrection, military or usurped power or confiscation or "
      "nationalisation or requisition of or damage by or under the order of any government or public local "
      "authority.")
    I("D.5.2 Any Medical Expenses incurred outside India.")
    I("D.5.3 Dental treatment or surgery of any kind unless necessitated due to an Accident and requiring minimum 24 "
      "hours Hospitalisation.")
    I("D.5.4 Out-patient treatment, and any item listed in List I of Annexure II unless it forms part of a package.")
    I("D.5.5 Expenses for treatment in any Hospital or by any Medical Practitioner who is a member of the Insured "
      "Person's family, unless approved by the Company.")

    S("SECTION E \u2013 CO-PAYMENT")
    P("Each claim in respect of an Insured Person who was aged 61 years or more at the time of entry into this "
      "Policy shall be subject to a co-payment of 20% of the admissible claim amount, after the application of all "
      "limits and sub-limits. No co-payment applies to Insured Persons who entered the Policy at an age of 60 years "
      "or less, whatever their age at the time of the claim.")

    S("SECTION F \u2013 CLAIM PROCEDURE")
    H("F.1 Notification of Claim")
    P("Notice with full particulars shall be sent to the Company or its TPA as under: (a) within 48 hours of "
      "admission in case of emergency Hospitalisation, or before discharge, whichever is earlier; (b) at least 72 "
      "hours prior to admission in case of planned Hospitalisation. The call centre (1800 266 3202) is available "
      "round the clock.")
    H("F.2 Cashless Claims")
    P("Cashless facility is available only at Network Providers. The Hospital shall send the pre-authorisation form, "
      "duly filled by the treating doctor and the Insured Person, to the TPA. The Company will issue an "
      "authorisation letter if the claim is admissible, or a letter of denial with reasons. The decision on a "
      "cashless request is given within one hour, and the final authorisation on discharge within three hours of "
      "receipt of the discharge request.")
    H("F.3 Reimbursement Claims")
    P("For reimbursement of claims, the following documents shall be submitted within 30 days of discharge: duly "
      "filled claim form; original bills, payment receipts and discharge summary; investigation reports; pharmacy "
      "bills with prescriptions; First Information Report or Medico Legal Certificate where applicable; and "
      "NEFT details with a cancelled cheque. Pre- and post-hospitalisation bills are to be submitted within 15 days "
      "of the end of the post-hospitalisation period. The Company shall settle or reject a claim within 15 days of "
      "receipt of the last necessary document; for delay, interest at 2% above the bank rate is payable.")

    S("SECTION G \u2013 GENERAL TERMS AND CLAUSES")
    I("G.1 <b>Disclosure of Information.</b> The Policy shall be void and all premium paid thereon shall be forfeited "
      "to the Company in the event of misrepresentation, mis-description or non-disclosure of any material fact by "
      "the policyholder.")
    I("G.2 <b>Condition Precedent to Admission of Liability.</b> The terms and conditions of the Policy must be "
      "fulfilled by the Insured Person for the Company to make any payment for claim(s) arising under the Policy.")
    I("G.3 <b>Multiple Policies.</b> In case of multiple policies taken by an Insured Person during a period from one "
      "or more insurers to indemnify treatment costs, the Insured Person shall have the right to require a "
      "settlement of his/her claim in terms of any of his/her policies.")
    I("G.4 <b>Fraud.</b> If any claim made by the Insured Person is in any respect fraudulent, or if any false "
      "statement or declaration is made or used in support thereof, all benefits under this Policy and the premium "
      "paid shall be forfeited.")
    I("G.5 <b>Cancellation.</b> The Policyholder may cancel this Policy by giving 7 days' written notice, and the "
      "Company shall refund premium for the unexpired policy period if no claim has been made. The Company may cancel "
      "the Policy at any time on grounds of misrepresentation, non-disclosure of material facts or fraud by the "
      "Insured Person, by giving 15 days' written notice; no refund of premium shall be made in that case.")
    I("G.6 <b>Free Look Period.</b> The Free Look Period shall be applicable on new individual health insurance "
      "policies and not on renewals. The insured shall be allowed a free look period of fifteen days from date of "
      "receipt of the policy document to review the terms and conditions of the policy, and to return the same if "
      "not acceptable. If the insured has not made any claim during the Free Look Period, the insured shall be "
      "entitled to a refund of the premium paid less any expenses incurred by the Company on medical examination of "
      "the insured person and the stamp duty charges.")
    I("G.7 <b>Renewal of Policy.</b> The Policy shall ordinarily be renewable except on grounds of fraud, "
      "misrepresentation by the Insured Person. The Company shall endeavour to give notice for renewal; however, the "
      "Company is not under obligation to give any notice for renewal. Renewal shall not be denied on the ground that "
      "the Insured Person had made a claim or claims in the preceding policy years. Request for renewal along with "
      "requisite premium shall be received by the Company before the end of the policy period. At the end of the "
      "policy period, the policy shall terminate and can be renewed within the Grace Period of 30 days to maintain "
      "continuity of benefits without break in policy. Coverage is not available during the grace period.")
    I("G.8 <b>Migration and Portability.</b> The Insured Person will have the option to migrate the Policy to other "
      "health insurance products/plans offered by the Company, or to port it to another insurer, by applying at "
      "least 30 days before the policy renewal date, as per IRDAI guidelines. Waiting periods already served are "
      "credited to the extent of the previous Sum Insured.")
    I("G.9 <b>Moratorium Period.</b> After completion of sixty continuous months of coverage (including portability "
      "and migration), no claim shall be contestable by the Company on grounds of non-disclosure or "
      "misrepresentation, except on grounds of established fraud.")
    I("G.10 <b>Possibility of Revision of Terms.</b> The Company may revise or modify the terms, premium and benefits "
      "with prior approval of IRDAI, and shall notify the Insured Persons at least 3 months before the revision "
      "takes effect.")
    I("G.11 <b>Material Change.</b> The Proposer shall notify the Company in writing of any material change in the "
      "risk, such as a change of occupation or address, and the Company may adjust the scope of cover or premium "
      "accordingly.")
    I("G.12 <b>Records to be Maintained.</b> The Insured Person shall keep an accurate record containing all relevant "
      "medical records and shall allow the Company or its representatives to inspect such records. The Policyholder "
      "shall furnish such information as the Company may require for dealing with claims under the Policy within "
      "reasonable time limits.")
    I("G.13 <b>Complete Discharge.</b> Any payment to the Policyholder, Insured Person or his/her nominees or his/her "
      "legal representative or assignee or to the Hospital, as the case may be, for any benefit under the Policy "
      "shall be a valid discharge towards payment of claim by the Company to the extent of that amount for the "
      "particular claim.")
    I("G.14 <b>Claim Settlement.</b> The Company shall settle or reject a claim, as the case may be, within 15 days "
      "from the date of receipt of the last necessary document. In case of delay in payment of a claim, the Company "
      "shall be liable to pay interest from the date of receipt of the last necessary document to the date of "
      "payment of claim at a rate 2% above the bank rate.")
    I("G.15 <b>Premium Payment.</b> The premium under this Policy is payable annually, in advance. The Policy is not "
      "offered with instalment premium.")
    I("G.16 <b>Withdrawal of Policy.</b> In the likelihood of this product being withdrawn in future, the Company "
      "will intimate the Insured Person about the same 90 days prior to expiry of the policy, and the Insured Person "
      "will have the option to migrate to a similar health insurance product available with the Company at the time "
      "of renewal, with all the accrued continuity benefits.")
    I("G.17 <b>Territorial Limits and Currency.</b> The Policy covers treatment taken in India only, and all claims "
      "shall be payable in India in Indian Rupees.")
    I("G.18 <b>Notice and Communication.</b> Any notice, direction, instruction or any other communication related "
      "to the Policy shall be made in writing and sent to the address or e-mail stated in the Schedule. "
      "Communication may also be made through the website, mobile application or registered mobile number.")
    I("G.19 <b>Endorsements.</b> Changes in the Policy, including addition of a newly wedded spouse or a new born "
      "child at renewal, are made by an endorsement issued by the Company, and are effective from the date shown in "
      "that endorsement.")
    I("G.20 <b>Nomination.</b> The policyholder is required at the inception of the policy to make a nomination for "
      "the purpose of payment of claims under the policy in the event of death of the policyholder. Any change of "
      "nomination shall be communicated to the Company in writing and such change shall be effective only when an "
      "endorsement on the policy is made.")

    S("SECTION H \u2013 GRIEVANCE REDRESSAL")
    P("In case of any grievance the Insured Person may contact the Company through the website, the toll free "
      "number 1800 266 3202, e-mail gro@magma-hdi.co.in, or in writing to the Grievance Redressal Officer at the "
      "Registered Office. If the grievance is not resolved within 14 days, or the Insured Person is not satisfied "
      "with the reply, he/she may approach the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017, or "
      "lodge the grievance on the Bima Bharosa portal of IRDAI. The contact details of the Ombudsman offices are in "
      "Annexure I.")

    s.append(PageBreak())
    S("ANNEXURE I \u2013 OFFICES OF THE INSURANCE OMBUDSMAN (EXTRACT)")
    omb = [("Office", "Jurisdiction", "Contact"),
           ("Kolkata", "West Bengal, Sikkim, Andaman & Nicobar Islands", "bimalokpal.kolkata@cioins.co.in"),
           ("Mumbai", "Goa, Mumbai Metropolitan Region excluding Navi Mumbai & Thane", "bimalokpal.mumbai@cioins.co.in"),
           ("Delhi", "Delhi and parts of Haryana", "bimalokpal.delhi@cioins.co.in"),
           ("Chennai", "Tamil Nadu, Puducherry Town and Karaikal", "bimalokpal.chennai@cioins.co.in"),
           ("Bengaluru", "Karnataka", "bimalokpal.bengaluru@cioins.co.in"),
           ("Hyderabad", "Telangana, Andhra Pradesh and Yanam", "bimalokpal.hyderabad@cioins.co.in"),
           ("Bhubaneswar", "Odisha", "bimalokpal.bhubaneswar@cioins.co.in")]
    d2 = [[Paragraph(x, cellh if i == 0 else cell) for x in r] for i, r in enumerate(omb)]
    t2 = Table(d2, colWidths=[28 * mm, 80 * mm, 70 * mm])
    t2.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.grey)]))
    s.append(t2)
    P("The updated list of Ombudsman offices is available at www.cioins.co.in.")

    S("ANNEXURE II \u2013 LIST I: ITEMS FOR WHICH COVERAGE IS NOT AVAILABLE IN THE POLICY")
    items = ["Baby food", "Baby utilities charges", "Beauty services", "Belts/ braces", "Buds", "Cold pack/hot pack",
             "Carry bags", "Email / internet charges",
             "Food charges (other than patient's diet provided by hospital)", "Leggings", "Laundry charges",
             "Mineral water", "Sanitary pad", "Telephone charges", "Guest services", "Crepe bandage",
             "Diaper of any type", "Eyelet collar", "Slings", "Blood grouping and cross matching of donors samples",
             "Service charges where nursing charge also charged", "Television charges", "Surcharges",
             "Attendant charges", "Extra diet of patient (other than that which forms part of bed charge)",
             "Birth certificate", "Certificate charges", "Courier charges", "Conveyance charges",
             "Medical certificate", "Medical records", "Photocopies charges", "Mortuary charges",
             "Walking aids charges", "Oxygen cylinder (for usage outside the hospital)", "Spacer", "Spirometre",
             "Nebulizer kit", "Steam inhaler", "Armsling", "Thermometer", "Cervical collar", "Splint",
             "Diabetic foot wear", "Knee braces (long/ short/ hinged)", "Knee immobilizer/shoulder immobilizer",
             "Lumbo sacral belt", "Nimbus bed or water or air bed charges", "Ambulance collar",
             "Ambulance equipment", "Abdominal binder", "Private nurses charges - special nursing charges",
             "Sugar free tablets", "Creams powders lotions (toiletries are not payable, only prescribed medical "
             "pharmaceuticals payable)", "ECG electrodes", "Gloves", "Nebulisation kit",
             "Any kit with no details mentioned [delivery kit, orthokit, recovery kit, etc.]", "Kidney tray", "Mask",
             "Ounce glass", "Oxygen mask", "Pelvic traction belt", "Pan can", "Trolly cover",
             "Urometer, urine jug", "Vasofix safety"]
    half = (len(items) + 1) // 2
    lst = [[Paragraph(f"{i + 1}. {items[i]}", cell),
            Paragraph(f"{i + 1 + half}. {items[i + half]}", cell) if i + half < len(items) else ""]
           for i in range(half)]
    t3 = Table(lst, colWidths=[89 * mm, 89 * mm])
    t3.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 0.8),
                            ("BOTTOMPADDING", (0, 0), (-1, -1), 0.8)]))
    s.append(t3)

    S("ANNEXURE III – LIST OF DAY CARE PROCEDURES (INDICATIVE)")
    dc = ["Cardiology: coronary angiography; pericardiocentesis; insertion of a filter in the inferior vena cava",
          "ENT: myringotomy with grommet insertion; tympanoplasty; stapedectomy; tonsillectomy; adenoidectomy; "
          "septoplasty; nasal polypectomy; removal of foreign body from the ear or nose",
          "Ophthalmology: cataract surgery (subject to C.11 and D.2); trabeculectomy; vitrectomy; retinal laser "
          "photocoagulation; excision of pterygium; corneal transplant",
          "Gastroenterology: endoscopic removal of foreign body; endoscopic variceal banding; ERCP with stenting; "
          "percutaneous endoscopic gastrostomy",
          "General surgery: incision and drainage of abscess; excision of benign lumps and cysts; laparoscopic "
          "cholecystectomy; hernia repair; haemorrhoidectomy; fistulectomy; fissurectomy; varicose vein stripping",
          "Urology: lithotripsy (ESWL); cystoscopic removal of stones; transurethral resection of bladder tumour; "
          "percutaneous nephrostomy; circumcision for medical reasons",
          "Oncology: chemotherapy; radiotherapy; brachytherapy; immunotherapy (subject to C.10)",
          "Nephrology: haemodialysis; peritoneal dialysis",
          "Orthopaedics: closed reduction of fractures under anaesthesia; arthroscopic knee procedures; removal of "
          "implants; tendon repair",
          "Gynaecology: dilatation and curettage; hysteroscopic removal of polyps; laparoscopic cystectomy; conisation "
          "of cervix"]
    for d in dc:
        s.append(Paragraph(d, ind, bulletText="•"))
    P("The above list is indicative and not exhaustive. Any other Day Care Treatment that is Medically Necessary "
      "and undertaken in a Hospital or Day Care Centre is covered, subject to the terms of this Policy.")

    doc = SimpleDocTemplate(str(OUT / f"{B_STEM}.pdf"), pagesize=A4, leftMargin=16 * mm, rightMargin=16 * mm,
                            topMargin=21 * mm, bottomMargin=17 * mm, title=f"{B_INS} - {B_PROD}", author=B_INS)
    doc.build(s, canvasmaker=make_canvas(b_header))


if __name__ == "__main__":
    n = build_a()
    print("A clauses:", n)
    build_b()
    for stem in (A_STEM, B_STEM):
        import pypdfium2 as pdfium
        print(stem, len(pdfium.PdfDocument(str(OUT / f"{stem}.pdf"))))
